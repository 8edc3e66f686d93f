import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import type { BackendError } from '../api/backend-error-store';
import { withRouterNavigation } from '../router/RouterNavigation';
import { renderWithProviders } from '../../test/render-with-providers';
import { BackendErrorPage } from './BackendErrorPage';

function renderError(error: BackendError, locale: Locale = 'en', path = '/admin/configuration') {
  const router = createMemoryRouter(withRouterNavigation([{ path: '*', element: <BackendErrorPage error={error} /> }]), { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, { locale });
}

const page = (kind: BackendError['kind'], code: string = kind, feedback = ''): BackendError => ({ kind, code, feedback });

describe('BackendErrorPage', () => {
  it.each([
    ['SESSION_EXPIRED', 'Your session has expired', 'Votre session a expiré'],
    ['PASSWORD_EXPIRED', 'Your password has expired', 'Votre mot de passe a expiré'],
    ['ACCESS_DENIED', 'Access denied', 'Accès refusé'],
    ['NOT_FOUND', 'Page not found', 'Page introuvable'],
    ['CLIENT_IN_MAINTENANCE', 'Maintenance in progress', 'Maintenance en cours'],
    ['INTERNAL_ERROR', 'Something went wrong', 'Une erreur est survenue'],
  ] as const)('shows %s with its title and code in both languages', (kind, english, french) => {
    const { unmount } = renderError(page(kind));
    expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
    expect(screen.getByText(`Error code: ${kind}`)).toBeInTheDocument();
    unmount();
    renderError(page(kind), 'fr');
    expect(screen.getByRole('heading', { level: 1, name: french })).toBeInTheDocument();
  });

  it('offers to sign in again and come back to the page after an expired session', () => {
    renderError(page('SESSION_EXPIRED'), 'en', '/admin/configuration?tab=dates');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/profile/sign_in?redirect=%2Fadmin%2Fconfiguration%3Ftab%3Ddates',
    );
  });

  it('sends an expired password to the page that changes it', () => {
    renderError(page('PASSWORD_EXPIRED'));
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/profile/password');
  });

  it.each([
    ['CLIENT_LOCKED', 'Access suspended'],
    ['MANDATE_EXPIRED', 'Mandate expired'],
    ['USER_NOT_FOUND', 'Account not found'],
  ])('shows the client-configured message for %s', (code, title) => {
    renderError(page('ACCESS_DENIED', code, 'Call the association at 555-0100.'));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Call the association at 555-0100.')).toBeInTheDocument();
    expect(screen.getByText(`Error code: ${code}`)).toBeInTheDocument();
  });
});
