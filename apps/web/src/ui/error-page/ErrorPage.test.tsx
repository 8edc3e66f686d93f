import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('is the main region, headed by the title, with message, contact hint, code and actions', () => {
    renderWithProviders(
      <ErrorPage
        title="Access denied"
        message="You do not have permission to see this page."
        contactHint="Contact your administrator."
        code="ACCESS_DENIED"
        actions={<a href="/">Go to the home page</a>}
      />,
    );
    const main = screen.getByRole('main', { name: 'Access denied' });
    expect(within(main).getByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(within(main).getByText('You do not have permission to see this page.')).toBeInTheDocument();
    expect(within(main).getByText('Contact your administrator.')).toBeInTheDocument();
    expect(within(main).getByText('Error code: ACCESS_DENIED')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the code label in French', () => {
    renderWithProviders(<ErrorPage title="Page introuvable" message="…" code="NOT_FOUND" />, { locale: 'fr' });
    // The text matcher folds the no-break space into a plain one.
    expect(screen.getByText('Code d’erreur : NOT_FOUND')).toBeInTheDocument();
  });

  it('leaves out what is not given', () => {
    renderWithProviders(<ErrorPage title="Something went wrong" message="An unexpected error occurred." />);
    expect(screen.queryByText(/Error code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('becomes a region when a layout already has the main landmark', () => {
    renderWithProviders(
      <main>
        <ErrorPage title="Page not found" message="The page does not exist." />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Page not found' });
    expect(within(region).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
