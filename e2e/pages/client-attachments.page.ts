import { expect, type Locator, type Page } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { messages } from './i18n';
import type { Locale } from './public-site.page';

/** A file as the browser's file chooser gives it. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Tiny real files of allowed types (their content matches their extension, as the server checks). */
export const SAMPLE_FILES = {
  pdf: (name: string): ChosenFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`) }),
  csv: (name: string): ChosenFile => ({ name, mimeType: 'text/csv', buffer: Buffer.from('year,value\n2021,3.1\n') }),
  png: (name: string): ChosenFile => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  }),
  /** Named .pdf, holding text: the server refuses it (its content does not match its extension). */
  fakePdf: (name: string): ChosenFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') }),
};

/**
 * The Attachments section of the client configuration (ClientAttachments): the inline uploader (drop area,
 * 'Select file', the list of files with Replace and Delete) and the 'Attach files' modal that replaces a file.
 */
export class ClientAttachmentsSection {
  readonly t: ReturnType<typeof messages>;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.t = messages(locale);
  }

  section = () => this.page.getByRole('region', { name: this.t('configuration.attachments.title'), exact: true });
  dropArea = () => this.section().getByRole('group', { name: this.t('configuration.attachments.title'), exact: true });
  selectFileButton = (area: Locator = this.dropArea()) => area.getByRole('button', { name: this.t('ui.uploader.selectFile'), exact: true });
  fileList = (scope: Locator = this.section()) => scope.getByRole('list', { name: this.t('ui.uploader.files'), exact: true });
  fileLinks = (scope: Locator = this.section()) => this.fileList(scope).getByRole('link');
  fileLink = (name: string) => this.fileList().getByRole('link', { name, exact: true });
  replaceButton = (name: string) => this.section().getByRole('button', { name: this.t('configuration.attachments.replaceFile', { name }), exact: true });
  deleteButton = (name: string) => this.section().getByRole('button', { name: this.t('ui.uploader.deleteFile', { name }), exact: true });

  modal = () => this.page.getByRole('dialog', { name: this.t('ui.uploader.modalTitle'), exact: true });
  modalDropArea = () => this.modal().getByRole('group', { name: this.t('ui.uploader.modalTitle'), exact: true });
  updateButton = () => this.modal().getByRole('button', { name: this.t('ui.uploader.update'), exact: true });
  cancelButton = () => this.modal().getByRole('button', { name: this.t('ui.uploader.cancel'), exact: true });

  /** A notice (success or error) with this message. */
  notice = (key: MessageKey, name: string) => this.page.getByText(this.t(key, { name }), { exact: true });

  /** Chooses files with the drop area's 'Select file' button, as a user does through the file chooser. */
  async choose(files: ChosenFile[], area: Locator = this.dropArea()): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.selectFileButton(area).click();
    await (await chooser).setFiles(files);
  }

  /** Chooses files and waits until each was sent and answered (uploaded and attached, or refused). */
  async upload(files: ChosenFile[]): Promise<void> {
    await this.choose(files);
    await expect(this.dropArea()).toHaveAttribute('data-remaining', '0');
  }

  async expectFiles(names: string[]): Promise<void> {
    if (names.length === 0) await expect(this.fileList()).toHaveCount(0);
    else await expect(this.fileLinks()).toHaveText(names);
  }

  /** Deletes a file: Delete, then the confirmation. */
  async delete(name: string): Promise<void> {
    await this.deleteButton(name).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: this.t('ui.uploader.delete'), exact: true }).click();
    await expect(this.fileLink(name)).toHaveCount(0);
  }
}
