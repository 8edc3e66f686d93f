import { expect, request as playwrightRequest, test } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { readOutbox } from './pages/outbox';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { SuperAdminPage } from './pages/super-admin.page';

/**
 * The journey gives a demo account a new password, and its recovery requests count against the address's
 * limit: it runs on a server of its own, so that no journey on the shared server finds the pre-approver's
 * password changed or the address's recovery requests used up.
 */
test.describe('password recovery', () => {
  onItsOwnServer();

  test('a user recovers a forgotten password through the emailed link', async ({ page, browser, baseURL }) => {
    await page.goto('/profile/sign_in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/profile\/password\/recover$/);
    // The address changes before the (lazily loaded) page replaces the sign-in form, which has an Email field too.
    await expect(page.getByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible();
    await page.getByLabel(/^Email/).fill('preapprover@example.org');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'an email with a link is on its way' })).toBeVisible();

    const superAdminRequest = await playwrightRequest.newContext({ baseURL });
    const messages = await readOutbox(superAdminRequest);
    await superAdminRequest.dispose();
    const mail = messages.find((message) => message.to === 'preapprover@example.org');
    expect(mail, 'the recovery email is in the outbox').toBeDefined();
    // The pre-approver's profile is in French, so the email is too.
    expect(mail!.subject).toBe('Choisissez un nouveau mot de passe');
    const link = mail!.body.match(/https?:\/\/\S+\/profile\/password\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    // The super administrator sees the same email in the outbox screen.
    const superAdminContext = await browser.newContext({ baseURL });
    try {
      const superAdminPage = await superAdminContext.newPage();
      const superAdmin = new SuperAdminPage(superAdminPage);
      const outboxShown = superAdmin.outboxLoaded();
      const superSignIn = new SignInPage(superAdminPage);
      await superSignIn.open();
      await superSignIn.signInAs('super@example.org');
      await superAdmin.expectShown();
      await outboxShown;
      await expect(superAdmin.outboxHeading()).toBeVisible();
      const shown = superAdmin.messagesTo('preapprover@example.org');
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText(mail!.subject);
      await expect(shown).toContainText(link!);
    } finally {
      await superAdminContext.close();
    }

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const newPassword = page.getByLabel(/^(New password|Nouveau mot de passe)/);
    await newPassword.fill('short');
    const hints = page.locator('#password-hints li');
    await expect(hints.nth(0)).toHaveAttribute('data-met', 'false');
    await expect(hints.nth(1)).toHaveAttribute('data-met', 'false');
    await newPassword.fill('Recovered2025');
    await expect(hints.nth(0)).toHaveAttribute('data-met', 'true');
    await expect(hints.nth(1)).toHaveAttribute('data-met', 'true');
    await expect(hints.nth(2)).toHaveAttribute('data-met', 'true');
    await page.getByLabel(/^(Confirm the new password|Confirmer le nouveau mot de passe)/).fill('Recovered2025');
    await page.getByRole('button', { name: /^(Save the password|Enregistrer le mot de passe)$/ }).click();
    // Signed in, in the language of the pre-approver's profile.
    await new AdminHomePage(page, 'fr').expectShown();

    // The link works once only.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel(/^(New password|Nouveau mot de passe)/).fill('Another2025x');
    await page.getByLabel(/^(Confirm the new password|Confirmer le nouveau mot de passe)/).fill('Another2025x');
    await page.getByRole('button', { name: /^(Save the password|Enregistrer le mot de passe)$/ }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid or has expired|invalide ou a expiré/);

    // And the new password signs in.
    await page.context().clearCookies();
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signInAs('preapprover@example.org', 'Recovered2025');
    await new AdminHomePage(page, 'fr').expectShown();
  });
});
