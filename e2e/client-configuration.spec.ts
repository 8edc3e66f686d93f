import { expect, test } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { ClientConfigurationPage } from './pages/client-configuration.page';
import { escapeRegExp, LOCALES, PublicSite } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/**
 * Saving the site title changes the demo client for every visitor, and the journey shows the back-office in
 * French by saving the administrator's language: it runs on a server of its own, so that no journey on the
 * shared server meets a title or a language it did not expect.
 */
test.describe('client configuration', () => {
  // One server for the file: its tests run in order in one worker.
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a saved site title shows at once in the back-office and on the public pages (${locale})`, async ({ page }) => {
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      await expect(page).toHaveURL(/\/admin$/);
      const home = new AdminHomePage(page, locale);
      await home.frame.useLocale();
      await home.expectShown();
      await expect(home.welcome('admin@example.org')).toBeVisible();

      const configuration = new ClientConfigurationPage(page, locale);
      await configuration.openFromNavigation();
      await expect(configuration.nameField()).toHaveValue('demo');
      const original = await configuration.titleField().inputValue();
      const renamed = `${original} (${locale}, ${test.info().testId})`;
      await configuration.saveTitle(renamed);
      await expect(configuration.frame.siteTitle()).toHaveText(renamed);
      await expect(configuration.frame.siteTitle()).toHaveAttribute('href', '/admin');

      // Moving on to the public site without a reload keeps the new title: an indicator page's tab title ends with it.
      await configuration.frame.publicSiteLink().click();
      const site = new PublicSite(page, locale);
      await site.main().getByRole('navigation', { name: site.texts.homeSections, exact: true }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/indicators\//);
      await expect.poll(() => page.title()).toMatch(new RegExp(`· ${escapeRegExp(renamed)}$`));
    });
  }
});
