import { expect, test } from '@playwright/test';
import { say } from './pages/i18n';
import { LOCALES } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { SubjectsPage } from './pages/subjects.page';
import { DeletionLogPage, SuperAdminSubjectsPage } from './pages/super-admin-subjects.page';

/**
 * The super administrator creates a subject, deletes it after a confirmation saying what leaves with it, finds it
 * in the deletion log, restores it from there and sees it live again in the data collection. It adds subjects and
 * deletion log entries and saves the language in the profile, so it runs on a server of its own.
 */
test.describe('super administrator: deleting and restoring a subject', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`deletes a subject, finds it in the deletion log, restores it and sees it live again (${locale})`, async ({ page }) => {
      // Six screens and three axe runs: well beyond the default budget on a busy machine.
      test.setTimeout(120_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('super@example.org');
      const subjects = new SuperAdminSubjectsPage(page, locale);
      await subjects.open();
      await subjects.frame.useLocale();
      await subjects.expectShown();
      const t = subjects.t;
      await subjects.expectNoBlockingViolation();

      const key = `journey_${locale}_${Date.now()}`;
      const names = { en: `Water withdrawn ${locale}`, fr: `Eau prélevée ${locale}` };
      const name = names[locale];
      await subjects.createSubject(key, names, 'Social');
      await expect(subjects.row(key)).toContainText(t('superAdmin.subjects.status.live'));

      const dialog = await subjects.askToDelete(name);
      await expect(dialog).toContainText(say(locale, 'superAdmin.subjects.confirmDelete.message', { inputs: 0 }));
      await subjects.expectNoBlockingViolation();
      await subjects.confirmDeletion(dialog);
      await expect(page.getByText(t('superAdmin.subjects.notices.deleted', { key }), { exact: true })).toBeVisible();
      await expect(subjects.row(key)).toContainText(t('superAdmin.subjects.status.deleted'));
      await subjects.statusFilter().selectOption({ label: t('superAdmin.subjects.filter.deleted') });
      await expect(subjects.row(key)).toBeVisible();

      // Gone from the data collection while deleted.
      const collection = new SubjectsPage(page, locale);
      await collection.open();
      await expect(collection.subjectLink(name)).toHaveCount(0);

      const log = new DeletionLogPage(page, locale);
      await log.open();
      await expect(log.entry(key)).toContainText('super@example.org');
      await expect(log.entry(key)).toContainText(name);
      await log.expectNoBlockingViolation();
      await log.restore(key);
      await expect(page.getByText(t('superAdmin.subjects.notices.restored', { key }), { exact: true })).toBeVisible();
      await expect(log.entry(key).getByRole('button')).toHaveCount(0);

      await collection.open();
      await expect(collection.subjectLink(name)).toBeVisible();
      await subjects.open();
      await subjects.expectShown();
      await expect(subjects.row(key)).toContainText(t('superAdmin.subjects.status.live'));
    });
  }
});
