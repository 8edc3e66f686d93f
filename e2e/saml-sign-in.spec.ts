import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { expectNoBlockingViolation } from './pages/accessibility';
import { message } from './pages/i18n';
import { LOCALES } from './pages/public-site.page';
import { TEST_IDP_SETTINGS, TestIdentityProvider } from './pages/saml-identity-provider';
import { SamlSignInPage } from './pages/saml-sign-in.page';
import { onItsOwnServer } from './pages/separate-server';
import { DEMO_PASSWORD } from './pages/sign-in.page';

interface ClientAnswer {
  title: string;
  settings: { authentication: { user_not_found_message: string } } & Record<string, unknown>;
}

/**
 * As the super administrator (only they may point the client at an identity provider): the client trusts the test identity provider, and `email` is a user who signs in
 * with it (in the other language, which the provider's attribute then changes). Returns the client's
 * user-not-found message.
 */
async function configureSingleSignOn(request: APIRequestContext, email: string, locale: 'en' | 'fr'): Promise<string> {
  const { csrf_token } = (await (await request.get('/api/profile')).json()) as { csrf_token: string };
  const signIn = await request.post('/api/profile/sign_in', { data: { email: 'super@example.org', password: DEMO_PASSWORD }, headers: { 'x-csrf-token': csrf_token } });
  expect(signIn.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await signIn.json()) as { csrf_token: string }).csrf_token };
  const client = (await (await request.get('/api/services/clients')).json()) as ClientAnswer;
  const update = await request.put('/api/services/clients', { data: { title: client.title, settings: { ...client.settings, saml: TEST_IDP_SETTINGS } }, headers });
  expect(update.status(), await update.text()).toBe(200);
  const user = { email, locale: locale === 'en' ? 'fr' : 'en', audience: 'private', authenticationMethod: 'saml' };
  const created = await request.post('/api/users', { data: user, headers });
  expect(created.status(), await created.text()).toBe(201);
  return client.settings.authentication.user_not_found_message;
}

/**
 * Someone who started a sign-in in their own browser and had the provider answer it for their own account:
 * the page that would post that answer, captured to be served from their own site to someone else's browser.
 */
async function capturedAnswerOfAnotherBrowser(browser: Browser, baseURL: string | undefined, email: string): Promise<string> {
  const attacker = await browser.newContext({ baseURL });
  try {
    const { csrf_token } = (await (await attacker.request.get('/api/profile')).json()) as { csrf_token: string };
    const start = await attacker.request.post('/api/profile/saml/sign_in', { headers: { 'x-csrf-token': csrf_token } });
    expect(start.status()).toBe(200);
    const provider = new TestIdentityProvider();
    provider.user = { email, attributes: {} };
    return provider.postingPage(((await start.json()) as { redirect_url: string }).redirect_url);
  } finally {
    await attacker.close();
  }
}

const ATTACKER_SITE = 'http://attacker.example.test/';

/** The nonce cookie of the sign-in this browser started, if it holds one. */
async function nonceCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'saml_request');
}

/**
 * A user of the client signs in at their organisation's identity provider: our page sends them there, the
 * provider's page posts its signed response back from its own site (no CSRF token, no SameSite=Lax cookie),
 * and they land signed in, in the language the provider says they read. Someone the client does not know is
 * sent back with the client's message. A signed answer to a sign-in another browser started, posted in this one
 * by another site, is refused (login CSRF): only the browser holding the sign-in's nonce cookie (SameSite=None,
 * so it comes with the provider's cross-site post) can use its answer. The journey changes the client's
 * settings: it runs on its own server.
 */
test.describe('SAML sign-in', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a user signs in through their organisation; an unknown one, and an answer to another browser's sign-in, are refused (${locale})`, async ({ browser, baseURL, request }) => {
      const email = `sso-${locale}@example.org`;
      const userNotFound = await configureSingleSignOn(request, email, locale);
      const context = await browser.newContext({ baseURL, locale: locale === 'fr' ? 'fr-CA' : 'en-CA' });
      try {
        const provider = new TestIdentityProvider();
        await provider.serve(context);
        const page = await context.newPage();
        const samlPage = new SamlSignInPage(page, locale);
        await samlPage.open();
        await expectNoBlockingViolation(page);

        provider.user = { email: `nobody-${locale}@example.org`, attributes: {} };
        await samlPage.continueToProvider();
        await expect(page).toHaveURL(/\/profile\/saml\/sign_in\?error=USER_NOT_FOUND$/);
        await expect(samlPage.alert()).toHaveText(userNotFound);
        expect(((await (await context.request.get('/api/profile')).json()) as { profile: unknown }).profile).toBeNull();

        const forged = await capturedAnswerOfAnotherBrowser(browser, baseURL, email);
        await context.route(`${ATTACKER_SITE}**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: forged }));
        await page.goto(ATTACKER_SITE);
        await expect(page).toHaveURL(/\/profile\/saml\/sign_in\?error=SAML_RESPONSE_REFUSED$/);
        await expect(samlPage.alert()).toHaveText(message(locale, 'saml.error.SAML_RESPONSE_REFUSED'));
        expect(((await (await context.request.get('/api/profile')).json()) as { profile: unknown }).profile).toBeNull();

        provider.user = { email, attributes: { givenName: 'Sso', sn: locale.toUpperCase(), preferredLanguage: locale } };
        await samlPage.continueToProvider();
        // The browser left for the provider holding its nonce, as the server set it; it came back without it.
        const nonce = provider.cookiesOnArrival.find((cookie) => cookie.name === 'saml_request');
        expect(nonce).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/api/profile/saml/acs' });
        // Kept for the request's ten minutes, not for the browser's session.
        expect(nonce!.expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
        expect(nonce!.expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
        expect(await nonceCookie(context)).toBeUndefined();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const { profile } = (await (await context.request.get('/api/profile')).json()) as { profile: { email: string; locale: string } | null };
        expect(profile).toMatchObject({ email, locale });
      } finally {
        await context.close();
      }
    });
  }
});
