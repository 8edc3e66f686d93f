import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demoGlobals } from '../../test/render-in-app';
import { forgetEndedSession, setBackendError } from '../api/backend-error-store';
import { AppProviders } from '../AppProviders';
import { withRouterNavigation } from '../router/RouterNavigation';
import { AdminLayout } from './AdminLayout';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { WebFeature } from '../web-feature';

function renderAdmin(path: string, profile: Profile | null = null, features: readonly WebFeature[] = []) {
  const router = createMemoryRouter(
    withRouterNavigation([
      {
        path: '/admin',
        element: <AdminLayout features={features} />,
        children: [
          { path: 'configuration', handle: { area: 'configuration' }, element: <p>configuration form</p> },
          { path: '*', element: <p>admin page</p> },
        ],
      },
      { path: '/profile/sign_in', element: <p>sign-in form</p> },
    ]),
    { initialEntries: [path] },
  );
  render(
    <AppProviders globals={demoGlobals({ profile })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const sessionExpired = { kind: 'SESSION_EXPIRED', code: 'SESSION_EXPIRED', feedback: '' } as const;

describe('AdminLayout without a signed-in user', () => {
  afterEach(() => {
    setBackendError(null);
    forgetEndedSession();
  });

  it('sends a visitor to the sign-in form, with the page to come back to', () => {
    const router = renderAdmin('/admin/configuration');
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fconfiguration');
  });

  it('keeps explaining that the session ended on the next back-office page, until the user signs in again', () => {
    setBackendError(sessionExpired);
    // Moving to another page clears the page's own error; the ended session stays.
    setBackendError(null);
    renderAdmin('/admin/super_admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeInTheDocument();
    act(() => forgetEndedSession());
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
  });
});

describe('AdminLayout with a signed-in user', () => {
  const approver: Profile = {
    id: 3,
    email: 'approver@example.org',
    locale: 'en',
    audience: 'private',
    approval_role: 'approbator',
    permissions: {},
    abilities: ['subjects.read', 'inputs.approve'],
    super_admin: false,
    impersonated_by: null, visitor: false,
    areas: ['subjects', 'approval'],
  };

  it("shows access denied on a page the user's areas do not open, typed in by hand", () => {
    renderAdmin('/admin/configuration', approver);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('configuration form')).not.toBeInTheDocument();
  });

  it('shows the page to a user it opens to', () => {
    renderAdmin('/admin/configuration', { ...approver, abilities: ['client.configure'], areas: ['configuration'] });
    expect(screen.getByText('configuration form')).toBeInTheDocument();
  });

  it("shows what its features declare: navigation entries the user's areas open, the top bar, the banners", () => {
    const features: WebFeature[] = [
      { name: 'notice', banners: [() => <p>a banner</p>] },
      {
        name: 'areas',
        nav: [
          { to: '/admin/subjects', label: 'dataEntry.nav.subjects', area: 'subjects' },
          { to: '/admin/configuration', label: 'admin.nav.configuration', area: 'configuration' },
        ],
        topBar: [() => <p>a top bar item</p>],
      },
    ];
    renderAdmin('/admin/elsewhere', approver, features);
    expect(screen.getByText('a banner')).toBeInTheDocument();
    expect(screen.getByText('a top bar item')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back-office navigation' });
    expect(nav).toHaveTextContent('Subjects');
    expect(nav).not.toHaveTextContent('Client configuration');
  });
});
