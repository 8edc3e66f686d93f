import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Loader } from './Loader';

describe('Loader', () => {
  it('tells screen readers that something is loading', () => {
    renderWithProviders(<Loader type="medium" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says it in French', () => {
    renderWithProviders(<Loader type="small" />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('uses the given label', () => {
    renderWithProviders(<Loader type="large" label="Loading the indicators" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the indicators');
  });

  it('shows a spinner except when hidden, where only the status remains', () => {
    const { container, rerender } = renderWithProviders(<Loader type="large" />);
    expect(container.querySelector('.ui-loader__spinner')).not.toBeNull();
    rerender(<Loader type="hidden" />);
    expect(container.querySelector('.ui-loader__spinner')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('is phrasing content when inline, so it can sit in a sentence', () => {
    renderWithProviders(
      <p>
        Saving <Loader type="inline" />
      </p>,
    );
    expect(screen.getByRole('status').tagName).toBe('SPAN');
  });

  it('covers the viewport when full', () => {
    renderWithProviders(<Loader type="full" />);
    expect(screen.getByRole('status')).toHaveClass('ui-loader--full');
  });
});
