import { expect, type Locator, type Response } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

const INPUTS = (key: string) => `/api/services/data_cluster/subjects/${key}/inputs`;

/** A field of the dynamic form by its name (the accessible name starts with it: a unit and a required mark may follow). */
const byName = (name: string) => new RegExp(`^${escapeRegExp(name)}(\\s|$)`);

/** What the dynamic form offers on both the new-input page and an editable input. */
abstract class DynamicFormScreen extends AdminScreen {
  abstract form(): Locator;

  /** A text, number or date field's control, by the field's name. */
  textField = (name: string) => this.form().getByRole('textbox', { name: byName(name) });
  /** A dropdown field's control. */
  dropdown = (name: string) => this.form().getByRole('combobox', { name: byName(name) });
  /** A group of radio buttons or checkboxes (radio, checkbox, multidropdown, localized fields). */
  group = (name: string) => this.form().getByRole('group', { name: byName(name) });
  notApplicableBox = (name: string) => this.form().getByRole('checkbox', { name: `${this.t('dynamicForm.notApplicable')} (${name})`, exact: true });
  reasonField = () => this.form().getByRole('textbox', { name: new RegExp(escapeRegExp(this.t('dynamicForm.notApplicableReason'))) });
  errorSummary = () => this.form().locator('.ui-error-summary');
  justification = () => this.form().getByRole('textbox', { name: byName(this.t('dataEntry.form.justification')) });
  variationWarning = () => this.form().locator('.ui-field__warning');
  submitButton = () => this.form().getByRole('button', { name: new RegExp(`^(${escapeRegExp(this.t('dataEntry.form.submit'))}|${escapeRegExp(this.t('dataEntry.form.resubmit'))})$`) });

  /** A files field's drop area (named after the field). */
  filesArea = (name: string) => this.form().getByRole('group', { name, exact: true });
  /** The files a files field holds, as links, in the uploader's list beside its drop area. */
  filesIn = (name: string) =>
    this.form()
      .locator('.ui-uploader')
      // The inner locator is looked for within each uploader.
      .filter({ has: this.page.getByRole('group', { name, exact: true }) })
      .getByRole('list', { name: this.t('ui.uploader.files'), exact: true })
      .getByRole('link');

  /** Chooses files for a files field through its 'Select file' button, and waits until each was uploaded. */
  async attachFiles(name: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.filesArea(name).getByRole('button', { name: this.t('ui.uploader.selectFile'), exact: true }).click();
    await (await chooser).setFiles(files);
    await expect(this.filesArea(name)).toHaveAttribute('data-remaining', '0');
  }

  /** Marks a field not applicable and gives the reason. */
  async markNotApplicable(name: string, reason: string): Promise<void> {
    await this.notApplicableBox(name).check();
    await this.reasonField().fill(reason);
  }
}

/**
 * The new input at /admin/subjects/:key/inputs/new/single (NewInputPage): the tag leaf and period, then the
 * dynamic form; Submit for approval, Save draft; the server's DUPLICATED and VARIATION_EXCEEDED inline.
 */
export class NewInputPage extends DynamicFormScreen {
  async open(key: string): Promise<void> {
    await this.page.goto(`/admin/subjects/${key}/inputs/new/single`);
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('dataEntry.form.newTitle'), exact: true });
  form = () => this.frame.main().getByRole('form', { name: this.t('dataEntry.form.newTitle'), exact: true });
  /** The leaf of a tag dimension (e.g. 'Organisations'). */
  leafSelect = (dimension: string) => this.form().getByRole('combobox', { name: dimension, exact: true });
  periodSelect = () => this.form().getByRole('combobox', { name: this.t('dataEntry.form.period'), exact: true });
  saveDraftButton = () => this.form().getByRole('button', { name: this.t('dataEntry.form.saveDraft'), exact: true });
  existingInputLink = () => this.form().getByRole('link', { name: this.t('dataEntry.form.openExisting'), exact: true });

  /** Sends the form (submit or draft) and answers the server's response to the POST. */
  async send(key: string, how: 'submit' | 'draft'): Promise<Response> {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === INPUTS(key));
    await (how === 'submit' ? this.submitButton() : this.saveDraftButton()).click();
    return answered;
  }

  /** Sends the form, expects it created, and waits for the input's page; answers the new input's id. */
  async create(key: string, how: 'submit' | 'draft'): Promise<number> {
    const response = await this.send(key, how);
    expect(response.status(), `input created: ${response.status() === 201 ? '' : await response.text()}`).toBe(201);
    const { input } = (await response.json()) as { input: { id: number } };
    await expect(this.page).toHaveURL(new RegExp(`/admin/subjects/${escapeRegExp(key)}/inputs/${input.id}$`));
    return input.id;
  }
}

/**
 * One input at /admin/subjects/:key/inputs/:id (InputPage): its state, the refusal reason when refused, its
 * values (a form when the user may edit them), the conflict notice after STATE_CHANGED, and its history.
 */
export class InputPage extends DynamicFormScreen {
  async open(key: string, id: number, name: string): Promise<void> {
    await this.page.goto(`/admin/subjects/${key}/inputs/${id}`);
    await expect(this.heading(name)).toBeVisible();
  }

  heading = (name: string) => this.frame.main().getByRole('heading', { level: 1, name, exact: true });
  /** The state badge beside the title. */
  state = () => this.frame.main().locator('.input-meta .input-state');
  refusal = () => this.frame.main().getByRole('region', { name: this.t('dataEntry.input.refused'), exact: true });
  values = () => this.frame.main().getByRole('region', { name: this.t('dataEntry.input.values'), exact: true });
  form = () => this.values().getByRole('form', { name: this.t('dataEntry.input.editTitle'), exact: true });
  saveButton = () => this.form().getByRole('button', { name: this.t('dataEntry.form.save'), exact: true });
  deleteButton = () => this.values().getByRole('button', { name: this.t('common.delete'), exact: true });
  nextSubjectLink = (name: string) => this.frame.main().getByRole('link', { name: this.t('dataEntry.input.nextSubject', { name }), exact: true });
  conflict = () => this.frame.main().getByRole('alert').filter({ hasText: this.t('dataEntry.conflict.title') });
  reloadLatestButton = () => this.conflict().getByRole('button', { name: this.t('dataEntry.conflict.load'), exact: true });
  /** A file of the values shown read-only, as the link that downloads it. */
  fileLink = (name: string) => this.values().getByRole('link', { name, exact: true });
  history = () => this.frame.main().getByRole('region', { name: this.t('dataEntry.history.title'), exact: true });
  /** History entries, newest first. */
  historyEntries = () => this.history().getByRole('listitem');

  /** Saves or submits the edited values and answers the server's response to the PUT. */
  async send(key: string, id: number, how: 'submit' | 'save'): Promise<Response> {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `${INPUTS(key)}/${id}`,
    );
    await (how === 'submit' ? this.submitButton() : this.saveButton()).click();
    return answered;
  }
}
