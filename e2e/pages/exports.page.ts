import { expect } from '@playwright/test';
import type { Export, ExportBody } from '@platform/shared/exports/exports.schemas';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/**
 * The export screens of the back-office (apps/web/src/features/exports): the caller's history at /admin/export
 * (followed every second while an export is prepared) and a new export at /admin/export/new (kind, subjects or
 * indicators, periods, organisations, states, format, language of the labels).
 */
export class ExportsScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();

  // The history
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('exports.nav'), exact: true });
  newLink = () => this.main().getByRole('link', { name: this.t('exports.new'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('exports.list.caption'), exact: true });
  /** The row of an export, by its file's name. */
  row = (file: string) => this.table().getByRole('row').filter({ has: this.page.locator(`[aria-label="${this.t('exports.action.rowActions', { file })}"]`) });
  downloadLink = (file: string) => this.row(file).getByRole('link', { name: this.t('exports.action.downloadOne', { file }), exact: true });
  deleteButton = (file: string) => this.row(file).getByRole('button', { name: this.t('exports.action.deleteOne', { file }), exact: true });
  progress = (file: string) => this.row(file).getByRole('progressbar', { name: this.t('exports.progress.label', { file }), exact: true });
  empty = () => this.main().getByText(this.t('exports.list.empty'), { exact: true });
  confirmDelete = () => this.page.getByRole('alertdialog').getByRole('button', { name: this.t('exports.action.delete'), exact: true });

  /** Opens the history from the navigation and waits for its title. */
  async openList(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/export$/);
    await expect(this.heading()).toHaveText(this.t('exports.title'));
  }

  // A new export
  form = () => this.main().getByRole('form', { name: this.t('exports.form.label'), exact: true });
  kind = (kind: ExportBody['kind']) => this.form().getByRole('radio', { name: new RegExp(`^${escapeRegExp(this.t(`exports.kind.${kind}`))}`) });
  format = (format: ExportBody['format']) => this.form().getByRole('radio', { name: this.t(`exports.format.${format}`), exact: true });
  language = (locale: ExportBody['locale']) => this.form().getByRole('radio', { name: this.t(`common.locale.${locale}`), exact: true });
  /** A list of choices (its legend also says how many are chosen). */
  group = (label: MessageKey) => this.form().getByRole('group', { name: new RegExp(`^${escapeRegExp(this.t(label))}`) });
  subjects = () => this.group('exports.field.subjects');
  indicators = () => this.group('exports.field.indicators');
  periods = () => this.group('exports.field.periods');
  organisations = () => this.group('exports.field.tags');
  states = () => this.group('exports.field.states');
  /** A choice of a list, by its label (a refused one's name also says it is not available). */
  choice = (group: ReturnType<ExportsScreen['group']>, name: string) => group.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) });
  submitButton = () => this.form().getByRole('button', { name: this.t('exports.submit'), exact: true });
  limitNotice = () => this.page.getByRole('alert').filter({ hasText: this.t('exports.limit.title') });
  refused = (group: ReturnType<ExportsScreen['group']>) => group.getByText(this.t('exports.field.notAvailable'), { exact: true });

  async openNew(): Promise<void> {
    await this.page.goto('/admin/export/new');
    await expect(this.heading()).toHaveText(this.t('exports.new.title'));
  }

  /** Starts the export and answers the server's status and body (201 with the export, or 422). */
  async submit(): Promise<{ status: number; body: { export?: Export; code?: string; details?: Record<string, unknown[]> } }> {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/export');
    await this.submitButton().click();
    const answer = await answered;
    return { status: answer.status(), body: await answer.json() };
  }
}
