import { expect, type Locator } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

export const SUPER_ADMIN_SUBJECTS_PATH = '/super_admin/subjects';
export const DELETION_LOG_PATH = '/super_admin/deletions';

/**
 * The super administrator's subjects at /super_admin/subjects (SubjectsAdminPage): one region per section, a
 * table of its subjects (deleted ones marked) with their actions, the filters, and the forms creating subjects.
 */
export class SuperAdminSubjectsPage extends AdminScreen {
  /** Opens the screen (in the profile's language until the journey switches it: the heading is checked by expectShown). */
  async open(): Promise<void> {
    await this.page.goto(SUPER_ADMIN_SUBJECTS_PATH);
    await expect(this.frame.main().getByRole('table').first()).toBeVisible();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${escapeRegExp(SUPER_ADMIN_SUBJECTS_PATH)}$`));
    await expect(this.heading()).toBeVisible();
    await expect(this.frame.main().getByRole('table').first()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('superAdmin.subjects.title'), exact: true });
  /** A subject's row, by its key. */
  row = (key: string): Locator => this.frame.main().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: key, exact: true }) });
  statusFilter = () => this.frame.main().getByLabel(this.t('superAdmin.subjects.filter.status'), { exact: true });
  textFilter = () => this.frame.main().getByLabel(this.t('superAdmin.subjects.filter.text'), { exact: true });

  /** Creates a subject through the form, in the section named `sectionName`. */
  async createSubject(key: string, name: { en: string; fr: string }, sectionName: string): Promise<void> {
    await this.frame.main().getByRole('button', { name: this.t('superAdmin.subjects.newSubject'), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('superAdmin.subjects.form.subjectTitle'), exact: true });
    await dialog.getByRole('textbox', { name: this.t('superAdmin.subjects.form.key') }).fill(key);
    await dialog.getByRole('textbox', { name: this.t('superAdmin.subjects.form.nameEn') }).fill(name.en);
    await dialog.getByRole('textbox', { name: this.t('superAdmin.subjects.form.nameFr') }).fill(name.fr);
    await dialog.getByRole('combobox', { name: this.t('superAdmin.subjects.form.section') }).selectOption({ label: sectionName });
    await dialog.getByRole('button', { name: this.t('superAdmin.subjects.form.create'), exact: true }).click();
    await expect(this.page.getByText(this.t('superAdmin.subjects.notices.subjectCreated', { key }), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Asks to delete a subject and answers the confirmation: the dialog is returned once open, for the journey to read. */
  async askToDelete(name: string): Promise<Locator> {
    await this.frame.main().getByRole('button', { name: this.t('superAdmin.subjects.deleteLabel', { name }), exact: true }).click();
    const dialog = this.page.getByRole('alertdialog', { name: this.t('superAdmin.subjects.confirmDelete.title', { name }), exact: true });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async confirmDeletion(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.t('superAdmin.subjects.confirmDelete.action'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The deletion log at /super_admin/deletions (DeletionsPage): one row per entry, newest first, with its restore. */
export class DeletionLogPage extends AdminScreen {
  async open(): Promise<void> {
    await this.page.goto(DELETION_LOG_PATH);
    await expect(this.heading()).toBeVisible();
    await expect(this.table()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('superAdmin.deletions.title'), exact: true });
  table = () => this.frame.main().getByRole('table', { name: this.t('superAdmin.deletions.title'), exact: true });
  /** The newest entry naming this key. */
  entry = (key: string): Locator =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('code').filter({ hasText: new RegExp(`^${escapeRegExp(key)}$`) }) })
      .first();

  /** Restores an entry from its row, after the confirmation. */
  async restore(key: string): Promise<void> {
    await this.entry(key).getByRole('button', { name: this.t('superAdmin.deletions.restore') }).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toContainText(key);
    await dialog.getByRole('button', { name: this.t('superAdmin.deletions.confirm.action'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
