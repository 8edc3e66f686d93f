import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import type * as samlSignInModule from './saml-sign-in';
import { leaveFor } from './saml-sign-in';
import { SamlSignInPage } from './SamlSignInPage';

// Going to the identity provider is the browser's full navigation: here it is only recorded.
vi.mock('./saml-sign-in', async (original) => ({ ...(await original<typeof samlSignInModule>()), leaveFor: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const demo = demoGlobals();
const withSaml = (): PageGlobals => ({
  ...demo,
  client: {
    ...demo.client,
    settings: {
      ...demo.client.settings,
      authentication: { ...demo.client.settings.authentication, user_not_found_message: 'No account here: ask the association.' },
      saml: { idp_entry_point: 'https://idp.example.test/sso', idp_issuer: 'idp', idp_certificates: ['MIIB'], sp_entity_id: 'sp' },
    },
  },
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockReset();
  document.cookie = 'locale=; path=/; max-age=0';
});

const renderPage = (globals: PageGlobals, path = '/profile/saml/sign_in') => renderInApp(<SamlSignInPage />, { globals, path });

describe('SamlSignInPage', () => {
  it('starts the sign-in and sends the browser to the address the server gives', async () => {
    fetchMock.mockResolvedValue(json({ redirect_url: 'https://idp.example.test/sso?SAMLRequest=abc' }));
    renderPage(withSaml());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to my organisation' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://idp.example.test/sso?SAMLRequest=abc'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/profile/saml/sign_in');
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'page-token' } });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your organisation’s sign-in page…');
  });

  it("shows the client's own message when the server sent the user back as unknown", () => {
    renderPage(withSaml(), '/profile/saml/sign_in?error=USER_NOT_FOUND');
    expect(screen.getByRole('alert')).toHaveTextContent('No account here: ask the association.');
    expect(screen.getByRole('button', { name: 'Continue to my organisation' })).toBeEnabled();
  });

  it('says why a response was refused, in French too', () => {
    document.cookie = 'locale=fr; path=/';
    renderPage(withSaml(), '/profile/saml/sign_in?error=SAML_RESPONSE_REFUSED');
    expect(screen.getByRole('alert')).toHaveTextContent('La réponse de votre organisation n’a pas pu être acceptée');
    expect(screen.getByRole('link', { name: 'Se connecter avec un courriel et un mot de passe' })).toHaveAttribute('href', '/profile/sign_in');
  });

  it('ignores an error code it does not know', () => {
    renderPage(withSaml(), '/profile/saml/sign_in?error=<b>hi</b>');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no button when the client has no identity provider', () => {
    renderPage(demo);
    expect(screen.getByText(/Single sign-on is not set up for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the server has no identity provider after all', async () => {
    fetchMock.mockResolvedValue(json({ code: 'NOT_FOUND', feedback: 'Single sign-on is not configured.' }, 404));
    renderPage(withSaml());
    fireEvent.click(screen.getByRole('button', { name: 'Continue to my organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on is not set up for this site');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
