import { expect, test } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page';

test.describe('error pages', () => {
  test('an unknown page answers 404 and shows the not-found page with its code', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Error code: NOT_FOUND')).toBeVisible();
  });

  test('a page the user may not see shows access denied', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn('approver@example.org');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/super_admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('Error code: ACCESS_DENIED')).toBeVisible();
  });

  test('an ended session shows session expired, and signing in again returns to the page', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    const outboxShown = page.waitForResponse((response) => response.url().endsWith('/api/services/super_admin/outbox'));
    await signIn.signIn('super@example.org');
    await expect(page).toHaveURL(/\/super_admin$/);
    await outboxShown;
    // The session ends elsewhere (sign-out in another tab): the next call finds no session.
    await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      await fetch('/api/profile/sign_out', { method: 'POST', headers: { 'x-csrf-token': token } });
    });
    // Another page first (its data comes with the page, so nothing notices yet), then back: the outbox
    // is asked for again and the answer says the session is gone.
    await page.getByRole('link', { name: 'Client configuration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client configuration' })).toBeVisible();
    await page.getByRole('link', { name: 'Super administration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn.signIn('super@example.org');
    await expect(page).toHaveURL(/\/super_admin$/);
  });
});
