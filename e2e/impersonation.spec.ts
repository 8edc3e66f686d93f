import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from './pages/accessibility';
import { AdminHomePage } from './pages/admin-home.page';
import { demoUserId, impersonateFromPage, ImpersonationBanner } from './pages/impersonation.page';
import { LOCALES } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

const ADMIN = 'admin@example.org';
// A contributor who reads the back-office in each language.
const CONTRIBUTOR = { en: 'contributor@example.org', fr: 'contributor2@example.org' } as const;

/**
 * An administrator acts as a contributor, and as a public visitor, and comes back. The administrator's
 * language is saved in their profile, so the journey runs on a server of its own.
 */
test.describe('impersonation', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`the administrator acts as a contributor, sees the banner on every page, and stops (${locale})`, async ({ page, request }) => {
      const contributor = CONTRIBUTOR[locale];
      const contributorId = await demoUserId(request, contributor);
      await new SignInPage(page).open();
      await new SignInPage(page).signInAs(ADMIN);
      const home = new AdminHomePage(page, locale);
      await home.frame.useLocale();
      await home.expectShown();
      const banner = new ImpersonationBanner(page, locale);
      await expect(banner.region()).toHaveCount(0);
      await expect(home.frame.navLink('configuration')).toBeVisible();

      // The contributor's landing page, with their rights only, and the banner above the frame.
      expect(await impersonateFromPage(page, locale, { userId: contributorId })).toBe('/admin');
      await home.expectShown();
      await banner.expectActingAs(contributor, ADMIN);
      await expect(home.welcome(contributor)).toBeVisible();
      await expect(home.frame.userEmail(contributor)).toBeVisible();
      await expect(home.frame.navLink('configuration')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await home.expectNoBlockingViolation();

      // Acting: the public site shows the banner too.
      await home.frame.publicSiteLink().click();
      await expect(page).toHaveURL(/\/$/);
      await banner.expectActingAs(contributor, ADMIN);
      await expectNoBlockingViolation(page);

      // … and the way back is there from the public site as well.
      await banner.stop();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${contributorId}$`));
      await expect(home.frame.userEmail(ADMIN)).toBeVisible();
      await expect(banner.region()).toHaveCount(0);
      const profile = (await (await page.request.get('/api/profile')).json()).profile;
      expect(profile).toMatchObject({ email: ADMIN, impersonated_by: null });
    });

    test(`the administrator views the site as a public visitor and comes back to the users list (${locale})`, async ({ page }) => {
      await new SignInPage(page).open();
      await new SignInPage(page).signInAs(ADMIN);
      const home = new AdminHomePage(page, locale);
      await home.frame.useLocale();
      await home.expectShown();

      expect(await impersonateFromPage(page, locale, { visitor: 'public' })).toBe('/');
      const banner = new ImpersonationBanner(page, locale);
      await banner.expectActingAs({ visitor: 'public' }, ADMIN);
      // A visitor has no back-office.
      await expect(page.getByRole('link', { name: banner.t('common.backOffice'), exact: true })).toHaveCount(0);
      await expectNoBlockingViolation(page);

      await banner.stop();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(home.frame.userEmail(ADMIN)).toBeVisible();
      await expect(banner.region()).toHaveCount(0);
    });
  }
});
