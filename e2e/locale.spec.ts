import { expect, test, type Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page';

/**
 * The save of a user's language in their profile. The switch shows the new language at once and saves it
 * afterwards (PUT /api/profile), so the page's new headings do not mean the choice is saved yet.
 */
function localeSaved(page: Page, locale: 'en' | 'fr') {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/profile' &&
      response.ok() &&
      (response.request().postDataJSON() as { locale?: string } | null)?.locale === locale,
  );
}

test.describe('choosing the language', () => {
  test('a visitor switches to French and the choice is remembered', async ({ page }) => {
    await page.goto('/profile/sign_in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel(/^Courriel/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test("a user's choice is saved in their profile and follows them to a new browser", async ({ page, browser }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('contributor@example.org');
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
    const frenchSaved = localeSaved(page, 'fr');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    // Only once it is saved can another browser find it in the profile.
    await frenchSaved;

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const otherSignIn = new SignInPage(other);
    await otherSignIn.open();
    await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await otherSignIn.signIn('contributor@example.org');
    await expect(other.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await elsewhere.close();

    // Put it back for other journeys, and let the save land before the page closes.
    const englishSaved = localeSaved(page, 'en');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
    await englishSaved;
  });
});
