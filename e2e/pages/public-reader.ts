import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { SeparateServer } from './separate-server';
import { DEMO_PASSWORD, SignInPage } from './sign-in.page';

/** The private-audience demo account: the only account these journeys sign in with. */
export const READER_EMAIL = 'reader@example.org';

interface ProfileResponse {
  profile: { email: string; locale: string } | null;
  csrf_token: string;
}

async function currentProfile(request: APIRequestContext): Promise<ProfileResponse> {
  const response = await request.get('/api/profile');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProfileResponse;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  return (await currentProfile(request)).csrf_token;
}

/** Signs the reader in through the API, in the page's browser context (the page shares its cookies). */
export async function signInReader(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/profile/sign_in', {
    data: { email: READER_EMAIL, password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  expect(response.status(), 'reader sign-in').toBe(200);
}

/**
 * Puts the reader's saved language back to English (the seed's value) and signs out. The worker's next journey
 * signs in as the reader on the same server: a test that switched to French must not leave it saved, even
 * when it fails.
 */
export async function restoreReader(request: APIRequestContext): Promise<void> {
  const { profile, csrf_token: token } = await currentProfile(request);
  if (profile?.email !== READER_EMAIL) return;
  const put = await request.put('/api/profile', { data: { locale: 'en' }, headers: { 'x-csrf-token': token } });
  expect(put.status(), 'reader locale restored').toBe(200);
  await request.post('/api/profile/sign_out', { headers: { 'x-csrf-token': token } });
}

/**
 * `signInAsReader()` signs the private reader in for this test's page (through the API, or through the
 * sign-in form with `{ through: 'form' }`); the reader's language is put back and the session closed
 * when the test ends, whatever its outcome.
 *
 * Switching the language while signed in saves it in the reader's profile, a record every reader journey
 * reads. So these journeys run on a server per worker (`readerServer`) rather than the shared one: a worker
 * runs one test at a time, and no journey running at the same time can find the reader's language changed.
 */
export const test = base.extend<
  { signInAsReader: (options?: { through?: 'api' | 'form' }) => Promise<void> },
  { readerServer: SeparateServer }
>({
  readerServer: [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = new SeparateServer();
      try {
        await server.start();
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ readerServer }, use) => use(readerServer.baseURL),
  signInAsReader: async ({ page }, use) => {
    let signedIn = false;
    // A language switch shows at once and is saved in the profile afterwards (PUT /api/profile): the restore
    // below must come after every save this page started, or a late one would leave the reader in French.
    const localeSaves: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') {
        localeSaves.push(request.response().catch(() => null));
      }
    });
    await use(async ({ through = 'api' } = {}) => {
      signedIn = true;
      if (through === 'api') return signInReader(page.request);
      const form = new SignInPage(page);
      await form.open();
      const signInAnswer = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/profile/sign_in',
      );
      await form.signIn(READER_EMAIL);
      const answer = await signInAnswer;
      expect(answer.status(), 'reader sign-in').toBe(200);
      const { profile } = (await answer.json()) as ProfileResponse;
      await expect(page).toHaveURL(/\/$/);
      // Signed in, the page switches to the language saved in the profile: let that switch happen before the
      // test chooses its own language.
      if (profile) await expect(page.locator('html')).toHaveAttribute('lang', profile.locale);
    });
    if (signedIn) {
      await Promise.all(localeSaves);
      await restoreReader(page.request);
    }
  },
});

export { expect };
