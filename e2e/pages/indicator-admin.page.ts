import { expect, type Locator } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { AdminScreen } from './admin-screen.page';
import type { ChosenFile } from './client-attachments.page';
import type { Locale } from './public-site.page';
import { RichEditorWidget } from './rich-editor.page';

/**
 * The indicator screens of the back-office (apps/web/src/features/indicator-admin): the list at /admin/indicators,
 * an indicator's definition (with the calculation builder and its attached files), its methodology and notes, and
 * its annotations (list and form). One object for all of them: they share the indicator's header and screens links.
 */
export class IndicatorAdminScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();
  language = (language: Locale) => this.t(`indicatorAdmin.language.${language}`);
  notice = (key: MessageKey, values: Record<string, string> = {}) => this.page.getByText(this.t(key, values), { exact: true });

  // The list
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('indicatorAdmin.nav.indicators'), exact: true });
  newButton = () => this.main().getByRole('link', { name: this.t('indicatorAdmin.list.new'), exact: true });
  filter = () => this.main().getByRole('searchbox', { name: this.t('indicatorAdmin.list.filter'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('indicatorAdmin.title'), exact: true });
  indicatorLink = (name: string) => this.table().getByRole('link', { name, exact: true });

  /** Opens the list from the navigation. */
  async openList(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/indicators$/);
    await expect(this.heading()).toHaveText(this.t('indicatorAdmin.title'));
    await expect(this.table()).toBeVisible();
  }

  // The indicator's header
  screenLink = (screen: 'definition' | 'methodology' | 'annotations') =>
    this.main().getByRole('navigation', { name: this.t('indicatorAdmin.screens'), exact: true }).getByRole('link', { name: this.t(`indicatorAdmin.screen.${screen}`), exact: true });
  publicPageLink = () => this.main().getByRole('link', { name: this.t('indicatorAdmin.publicPage'), exact: true });

  // The definition
  definitionForm = () => this.main().getByRole('form', { name: this.t('indicatorAdmin.definition.form'), exact: true });
  keyField = () => this.definitionForm().getByRole('textbox', { name: this.t('indicatorAdmin.field.key'), exact: true });
  nameField = (language: Locale) =>
    this.definitionForm().getByRole('textbox', { name: this.t('indicatorAdmin.field.name', { language: this.language(language) }), exact: true });
  unitField = (language: Locale) =>
    this.definitionForm().getByRole('textbox', { name: this.t('indicatorAdmin.field.unit', { language: this.language(language) }), exact: true });
  /** Section and subsection offer the ones in use (a list), so they read as comboboxes. */
  sectionField = () => this.definitionForm().getByRole('combobox', { name: this.t('indicatorAdmin.field.section'), exact: true });
  subsectionField = () => this.definitionForm().getByRole('combobox', { name: this.t('indicatorAdmin.field.subsection'), exact: true });
  pageField = () => this.definitionForm().getByRole('textbox', { name: this.t('indicatorAdmin.field.page'), exact: true });
  select = (label: MessageKey) => this.definitionForm().getByRole('combobox', { name: this.t(label), exact: true });
  createButton = () => this.definitionForm().getByRole('button', { name: this.t('indicatorAdmin.definition.create'), exact: true });
  saveButton = (form: Locator = this.definitionForm()) => form.getByRole('button', { name: this.t('common.save'), exact: true });

  /** Chooses the option of a select by its text, once the select offers it (fields follow the subject, loaded on demand). */
  async choose(label: MessageKey, option: string): Promise<void> {
    const select = this.select(label);
    await expect(select).toBeEnabled();
    await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
    await select.selectOption({ label: option });
  }

  /** Waits for the PUT of the indicator and answers its status and body. */
  async savedIndicator(save: () => Promise<void>): Promise<{ indicator: { key: string; id: number; path: string } }> {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'PUT' && /^\/api\/services\/indicators\/[^/]+$/.test(new URL(response.url()).pathname));
    await save();
    const answer = await answered;
    expect(answer.status(), `indicator saved: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    return answer.json();
  }

  // The attached files
  attachments = () => this.main().getByRole('region', { name: this.t('indicatorAdmin.attachments.title'), exact: true });
  dropArea = () => this.attachments().getByRole('group', { name: this.t('indicatorAdmin.attachments.title'), exact: true });
  fileLinks = () => this.attachments().getByRole('list', { name: this.t('ui.uploader.files'), exact: true }).getByRole('link');

  /** Chooses files with 'Select file' and waits until each was uploaded and attached. */
  async upload(files: ChosenFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropArea().getByRole('button', { name: this.t('ui.uploader.selectFile'), exact: true }).click();
    await (await chooser).setFiles(files);
    await expect(this.dropArea()).toHaveAttribute('data-remaining', '0');
  }

  // The methodology
  methodologyForm = () => this.main().getByRole('form', { name: this.t('indicatorAdmin.methodology.form'), exact: true });
  textEditor = (text: 'methodology' | 'notes', language: Locale) =>
    new RichEditorWidget(this.page, this.t(`indicatorAdmin.methodology.${text}.label`, { language: this.language(language) }), this.t);

  // The annotations
  annotationsTable = (name: string) => this.main().getByRole('table', { name: this.t('indicatorAdmin.annotations.caption', { name }), exact: true });
  annotationRows = (name: string) => this.annotationsTable(name).getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  newAnnotationButton = () => this.main().getByRole('link', { name: this.t('indicatorAdmin.annotations.new'), exact: true });
  annotationForm = (mode: 'new' | 'edit' | 'duplicate') => this.main().getByRole('form', { name: this.t(`indicatorAdmin.annotation.${mode}.title`), exact: true });
  oneYear = () => this.main().getByRole('radio', { name: this.t('indicatorAdmin.annotation.oneYear'), exact: true });
  yearField = () => this.main().getByRole('textbox', { name: this.t('indicatorAdmin.annotation.year'), exact: true });
  annotationEditor = (language: Locale) => new RichEditorWidget(this.page, this.t('indicatorAdmin.annotations.text', { language: this.language(language) }), this.t);
  addAnnotationButton = () => this.main().getByRole('button', { name: this.t('indicatorAdmin.annotation.create'), exact: true });
  rowAction = (row: Locator, action: 'editOne' | 'duplicateOne' | 'deleteOne') =>
    row.getByRole(action === 'deleteOne' ? 'button' : 'link', { name: new RegExp(`^${this.t(`indicatorAdmin.annotations.${action}`, { what: '' }).trim()}`) });

  /** Types text into a rich editor (empty first), once it has loaded. */
  async write(editor: RichEditorWidget, text: string): Promise<void> {
    await editor.expectReady();
    await editor.clear();
    await this.page.keyboard.type(text);
    await expect(editor.content()).toContainText(text);
  }

  /** Deletes an annotation's row: Delete, then the confirmation. */
  async deleteAnnotation(row: Locator): Promise<void> {
    await this.rowAction(row, 'deleteOne').click();
    const dialog = this.page.getByRole('alertdialog', { name: this.t('indicatorAdmin.annotations.deleteTitle'), exact: true });
    await dialog.getByRole('button', { name: this.t('indicatorAdmin.annotations.delete'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
}
