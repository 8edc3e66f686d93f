import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page';

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
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const otherSignIn = new SignInPage(other);
    await otherSignIn.open();
    await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await otherSignIn.signIn('contributor@example.org');
    await expect(other.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await elsewhere.close();

    // Put it back for other journeys.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
  });
});
