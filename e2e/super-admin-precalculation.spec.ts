import { expect, test } from '@playwright/test';
import { LOCALES } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { SuperAdminPage } from './pages/super-admin.page';

/**
 * The super administrator recalculates every indicator and follows the run on their page. It adds
 * precalculation runs and saves the language in the profile, so it runs on a server of its own.
 */
test.describe('super administrator: precalculation runs', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`recalculate all indicators after confirmation and see the new full run (${locale})`, async ({ page }) => {
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('super@example.org');
      const superAdmin = new SuperAdminPage(page, locale);
      await superAdmin.open();
      await superAdmin.frame.useLocale();
      const t = superAdmin.t;

      await expect(superAdmin.precalculationSection()).toBeVisible();
      // The demo's figures were computed at start when its indicators have calculations; else no run yet.
      await expect(superAdmin.precalculationRuns().or(superAdmin.noPrecalculationRun())).toBeVisible();
      const runsBefore = await superAdmin.precalculationRows().count();

      await superAdmin.recalculateAll();
      await expect(page.getByText(t('superAdmin.precalculation.notices.queued'), { exact: true })).toBeVisible();

      // The job runs; the list is read again until its run has finished, newest first.
      await expect(superAdmin.precalculationRows()).toHaveCount(runsBefore + 1, { timeout: 20_000 });
      const newest = superAdmin.precalculationRows().first();
      await expect(newest).toContainText(t('superAdmin.precalculation.kind.full'));
      await expect(newest).toContainText(t('superAdmin.precalculation.noError'));
      await expect(superAdmin.waitingForRecalculation()).toHaveCount(0, { timeout: 10_000 });
      await superAdmin.expectNoBlockingViolation();
    });
  }
});
