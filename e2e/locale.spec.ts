import { expect, test } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { localeSaved } from './pages/locale-switch';
import { PATHS, PublicSite } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

test.describe('choosing the language', () => {
  test('a visitor switches to French and the choice is remembered', async ({ page }) => {
    // A visitor's choice lives in a cookie of this browser only: the shared server's records stay as they are.
    await page.goto(PATHS.signIn);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const site = new PublicSite(page, 'fr');
    await site.localeButton('fr').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel(/^Courriel/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(site.localeButton('fr')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  /**
   * Saving a user's language changes their record: this journey runs on a server of its own, so that no journey
   * on the shared server signs the contributor in and finds the back-office in French.
   */
  test.describe("a user's saved language", () => {
    onItsOwnServer();

    test("a user's choice is saved in their profile and follows them to a new browser", async ({ page, browser, baseURL }) => {
      const signIn = new SignInPage(page);
      await signIn.open();
      expect(await signIn.signInAs('contributor@example.org')).toBe('en');
      await new AdminHomePage(page, 'en').expectShown();
      const french = new AdminHomePage(page, 'fr');
      const frenchSaved = localeSaved(page, 'fr');
      await french.frame.localeButton('fr').click();
      await french.expectShown();
      // Only once it is saved can another browser find it in the profile.
      expect((await frenchSaved).status()).toBe(200);

      const elsewhere = await browser.newContext({ baseURL });
      try {
        const other = await elsewhere.newPage();
        const otherSignIn = new SignInPage(other);
        await otherSignIn.open();
        await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
        expect(await otherSignIn.signInAs('contributor@example.org')).toBe('fr');
        const otherHome = new AdminHomePage(other, 'fr');
        await otherHome.expectShown();
        await expect(otherHome.frame.localeButton('fr')).toHaveAttribute('aria-pressed', 'true');
      } finally {
        await elsewhere.close();
      }
    });
  });
});
