import { expect, test } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { ErrorPageView } from './pages/error-page.page';
import { SignInPage } from './pages/sign-in.page';
import { SuperAdminPage } from './pages/super-admin.page';

// Read-only journeys: they sign demo users in and out on the shared server and change none of their records.
test.describe('error pages', () => {
  test('an unknown page answers 404 and shows the not-found page with its code', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const error = new ErrorPageView(page);
    await expect(error.heading('NOT_FOUND')).toBeVisible();
    await expect(error.code('NOT_FOUND')).toBeVisible();
  });

  test('a back-office page the user may not see shows access denied', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signInAs('approver@example.org');
    const home = new AdminHomePage(page);
    await home.expectShown();
    // The approver's abilities open neither the configuration nor the super administration: the navigation
    // and the home page leave them out…
    await expect(home.frame.navLink('home')).toBeVisible();
    for (const area of ['configuration', 'superAdmin'] as const) {
      await expect(home.frame.navLink(area)).toHaveCount(0);
      await expect(home.areaLink(area)).toHaveCount(0);
    }

    // …and each, its address typed in, shows access denied inside the back-office frame (the configuration
    // form, which reads nothing from the server, included).
    const error = new ErrorPageView(page);
    for (const path of ['/super_admin', '/admin/configuration']) {
      await page.goto(path);
      await expect(error.heading('ACCESS_DENIED')).toBeVisible();
      await expect(error.code('ACCESS_DENIED')).toBeVisible();
      await expect(home.frame.navigation()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    }
  });

  test('an ended session shows session expired, and signing in again returns to the page', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    const superAdmin = new SuperAdminPage(page);
    const outboxShown = superAdmin.outboxLoaded();
    await signIn.signInAs('super@example.org');
    await superAdmin.expectShown();
    await outboxShown;
    // The session ends elsewhere (sign-out in another tab): the next call finds no session.
    await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      await fetch('/api/profile/sign_out', { method: 'POST', headers: { 'x-csrf-token': token } });
    });
    // The back-office home asks for the user's subjects, and the answer says the session is gone.
    await superAdmin.frame.navLink('home').click();
    const error = new ErrorPageView(page);
    await expect(error.heading('SESSION_EXPIRED')).toBeVisible();
    await error.signInAgainLink().click();
    await signIn.signInAs('super@example.org');
    await new AdminHomePage(page).expectShown();
  });
});
