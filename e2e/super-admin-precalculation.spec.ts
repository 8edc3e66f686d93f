import { expect, test } from '@playwright/test';
import { LOCALES } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { SuperAdminPrecalculationPage } from './pages/super-admin-precalculation.page';

/**
 * The super administrator recalculates every indicator and follows the run on the precalculation runs page. It adds
 * precalculation runs and saves the language in the profile, so it runs on a server of its own.
 */
test.describe('super administrator: precalculation runs', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`recalculate all indicators after confirmation and see the new full run (${locale})`, async ({ page }) => {
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('super@example.org');
      const runs = new SuperAdminPrecalculationPage(page, locale);
      await runs.open();
      await runs.frame.useLocale();
      await runs.expectShown();
      const t = runs.t;

      await expect(runs.section()).toBeVisible();
      // The demo's figures were computed at start when its indicators have calculations; else no run yet.
      await expect(runs.runs().or(runs.noRun())).toBeVisible();
      const runsBefore = await runs.rows().count();

      await runs.recalculateAll();
      await expect(page.getByText(t('superAdmin.precalculation.notices.queued'), { exact: true })).toBeVisible();

      // The job runs; the list is read again until its run has finished, newest first.
      await expect(runs.rows()).toHaveCount(runsBefore + 1, { timeout: 20_000 });
      const newest = runs.rows().first();
      await expect(newest).toContainText(t('superAdmin.precalculation.kind.full'));
      await expect(newest).toContainText(t('superAdmin.precalculation.noError'));
      await expect(runs.waiting()).toHaveCount(0, { timeout: 10_000 });
      await runs.expectNoBlockingViolation();
    });
  }
});
