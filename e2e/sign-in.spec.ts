import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page';

test.describe('signing in and out', () => {
  test('an administrator signs in, lands on the back-office, and signs out', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('admin@example.org');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
    await expect(page.getByText('admin@example.org').first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/profile\/sign_in$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/profile\/sign_in\?redirect=%2Fadmin$/);
  });

  test('a wrong password shows the error and keeps the user on the form', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('approver@example.org', 'Not-the-password1');
    await expect(signIn.alert()).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/profile\/sign_in$/);
    await expect(signIn.email()).toHaveValue('approver@example.org');
  });

  test('a blank form is refused before it is sent', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.submit().click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
  });

  test('a private reader lands on the public home page', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('reader@example.org');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the super administrator lands on the super administration', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('super@example.org');
    await expect(page).toHaveURL(/\/super_admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Super administration' })).toBeVisible();
  });
});
