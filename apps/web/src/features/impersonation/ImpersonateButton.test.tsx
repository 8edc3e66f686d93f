import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { reloadAt } from './impersonation.api';
import type * as impersonationModule from './impersonation.api';
import { ImpersonateButton } from './ImpersonateButton';
import { ViewAsVisitorButton } from './ViewAsVisitorButton';

type ApiModule = typeof impersonationModule;
// The next page's full load is the browser's: here it is only recorded.
vi.mock('./impersonation.api', async (original) => ({ ...(await original<ApiModule>()), reloadAt: vi.fn() }));

const admin: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: { sign_in_path: '/admin' },
  abilities: ['users.read', 'users.impersonate'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['users', 'visitorView'],
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

const renderAs = (element: React.ReactElement, profile: Profile = admin) => renderInApp(element, { globals: demoGlobals({ profile }) });

describe('ImpersonateButton', () => {
  it("starts acting as the user and loads their landing page afresh", async () => {
    fetchMock.mockResolvedValue(json({ effective_permissions: { sign_in_path: '/admin' }, csrf_token: 'next' }));
    renderAs(<ImpersonateButton userId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/admin'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/7/impersonate');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  });

  it('tells why the server refused, in the user’s language, and stays on the page', async () => {
    fetchMock.mockResolvedValue(json({ code: 'ACCESS_DENIED', feedback: 'This user holds rights you do not hold.', details: { base: [{ error: 'WIDER_RIGHTS' }] } }, 403));
    renderAs(<ImpersonateButton userId={7} />, { ...admin, locale: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Emprunter l’identité' }));
    expect(await screen.findByText('Cet utilisateur a des droits ou des organisations que vous n’avez pas : vous ne pouvez pas emprunter son identité.')).toBeVisible();
    expect(reloadAt).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Emprunter l’identité' })).toBeEnabled();
  });

  it('says when the user no longer exists', async () => {
    fetchMock.mockResolvedValue(json({ code: 'NOT_FOUND', feedback: 'No such user.' }, 404));
    renderAs(<ImpersonateButton userId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('This user no longer exists.')).toBeVisible();
  });

  it('is disabled when the user’s abilities say so', () => {
    renderAs(<ImpersonateButton userId={7} disabled />);
    expect(screen.getByRole('button', { name: 'Impersonate' })).toBeDisabled();
  });
});

describe('ViewAsVisitorButton', () => {
  it('shows the site as a visitor of the audience, in the current language, from the path the server gives', async () => {
    fetchMock.mockResolvedValue(json({ permissions: { sign_in_path: '/' }, csrf_token: 'next' }));
    renderAs(<ViewAsVisitorButton audience="private" />, { ...admin, locale: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Voir en tant que visiteur de l’audience privée' }));
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/public/impersonate');
    expect(JSON.parse(String(init!.body))).toEqual({ audience: 'private', locale: 'fr' });
  });

  it('offers the public visitor by default', () => {
    renderAs(<ViewAsVisitorButton />);
    expect(screen.getByRole('button', { name: 'View as public visitor' })).toBeEnabled();
  });
});
