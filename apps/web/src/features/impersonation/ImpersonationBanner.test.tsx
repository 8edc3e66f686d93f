import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { reloadAt } from './impersonation.api';
import type * as impersonationModule from './impersonation.api';
import { ImpersonationBanner } from './ImpersonationBanner';

type ApiModule = typeof impersonationModule;
// The next page's full load is the browser's: here it is only recorded.
vi.mock('./impersonation.api', async (original) => ({ ...(await original<ApiModule>()), reloadAt: vi.fn() }));

const contributor: Profile = {
  id: 5,
  email: 'contributor@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: { sign_in_path: '/admin' },
  abilities: ['subjects.read', 'inputs.write'],
  super_admin: false,
  impersonated_by: 'admin@example.org', visitor: false,
  areas: ['subjects', 'dataEntry'],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockReset();
});

const renderBanner = (profile: Profile | null) => renderInApp(<ImpersonationBanner />, { globals: demoGlobals({ profile }) });

describe('ImpersonationBanner', () => {
  it('shows nothing outside an impersonated session', () => {
    renderBanner({ ...contributor, impersonated_by: null });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('says who is acting as whom, and Stop goes back to the page the server names, loaded afresh', async () => {
    fetchMock.mockResolvedValue(json({ redirect_url: '/admin/users/5', csrf_token: 'next' }));
    renderBanner(contributor);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are acting as contributor@example.org (signed in as admin@example.org)');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/admin/users/5'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/5/impersonate');
    expect(init).toMatchObject({ method: 'DELETE', headers: { 'x-csrf-token': 'page-token' } });
  });

  it('names a visitor account as the visitor it shows the site to, in French too', () => {
    renderBanner({ ...contributor, email: 'private@visitor.invalid', locale: 'fr', abilities: [], visitor: true });
    expect(screen.getByRole('region', { name: 'Connexion en tant qu’un autre utilisateur' })).toHaveTextContent(
      'Vous agissez en tant que visiteur de l’audience privée (connecté en tant que admin@example.org)',
    );
    expect(screen.getByRole('button', { name: 'Arrêter' })).toBeEnabled();
  });

  it('says so in a notice when the way back is refused, and stays on the page', async () => {
    fetchMock.mockResolvedValue(json({ code: 'ACCESS_DENIED', feedback: 'You are not acting as this user.' }, 403));
    renderBanner(contributor);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('The way back failed: sign out and sign in again.')).toBeVisible();
    expect(reloadAt).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
  });
});
