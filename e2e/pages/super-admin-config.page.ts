import { expect, type Locator } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import { AdminScreen } from './admin-screen.page';
import { say, type Values } from './i18n';

/**
 * /super_admin/update (ConfigVersionsPage): the active version, the editor of a new one, a validation's findings,
 * diff and impact, and the versions with their actions.
 */
export class ConfigVersionsScreen extends AdminScreen {
  say = (key: MessageKey, values: Values = {}) => say(this.locale, key, values);

  areaNavigation = () => this.frame.main().getByRole('navigation', { name: this.t('superAdmin.nav.label'), exact: true });
  pageLink = () => this.areaNavigation().getByRole('link', { name: this.t('superAdmin.config.title'), exact: true });
  heading = () => this.frame.heading();

  /** From the back-office navigation to the super administration, then to this page by the area's own navigation. */
  async openFromNavigation(): Promise<void> {
    await this.frame.navLink('superAdmin').click();
    await this.pageLink().click();
    await expect(this.page).toHaveURL(/\/super_admin\/update$/);
    await expect(this.heading()).toHaveText(this.t('superAdmin.config.title'));
  }

  activeSummary = (version: number) => this.frame.main().getByText(this.say('superAdmin.config.active', { version }));
  updatingNotice = (version: number) => this.frame.main().getByRole('status').filter({ hasText: this.say('superAdmin.config.updating', { version }) });
  newVersionButton = () => this.frame.main().getByRole('button', { name: this.t('superAdmin.config.new'), exact: true });

  // The editor
  editor = () => this.frame.main().getByRole('region', { name: /./ }).filter({ has: this.documentBox() });
  documentBox = () => this.frame.main().getByRole('textbox', { name: this.t('superAdmin.config.editor.document'), exact: true });
  validateDocumentButton = () => this.frame.main().getByRole('button', { name: this.t('superAdmin.config.validate'), exact: true });
  saveDraftButton = () => this.frame.main().getByRole('button', { name: this.t('superAdmin.config.editor.save'), exact: true });

  async document(): Promise<ConfigDocument> {
    await expect(this.documentBox()).not.toHaveValue('');
    return JSON.parse(await this.documentBox().inputValue()) as ConfigDocument;
  }

  async writeDocument(document: ConfigDocument): Promise<void> {
    await this.documentBox().fill(JSON.stringify(document, null, 2));
  }

  // A validation's answer
  documentReview = () => this.frame.main().getByRole('region', { name: this.t('superAdmin.config.review.titleDocument'), exact: true });
  versionReview = (version: number) => this.frame.main().getByRole('region', { name: this.say('superAdmin.config.review.titleVersion', { version }), exact: true });
  verdict = (review: Locator) => review.getByRole('status');
  diffTable = (review: Locator) => review.getByRole('table');
  diffRow = (review: Locator, path: string) => this.diffTable(review).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: path, exact: true }) });

  // The versions
  versionsTable = () => this.frame.main().getByRole('table', { name: this.t('superAdmin.config.versions.title'), exact: true });
  versionName = (version: number) => this.say('superAdmin.config.versions.name', { version });
  versionRow = (version: number) => this.versionsTable().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: this.versionName(version), exact: true }) });
  statusOf = (version: number) => this.versionRow(version).getByRole('cell').first();
  applyButton = (version: number) =>
    this.versionRow(version).getByRole('button', { name: this.say('superAdmin.config.apply.label', { name: this.versionName(version) }), exact: true });
  dialog = () => this.page.getByRole('alertdialog');

  /** Applies a version from its row, confirming, and waits for the server to take it (202). */
  async apply(version: number): Promise<void> {
    await this.applyButton(version).click();
    await expect(this.dialog()).toContainText(this.say('superAdmin.config.apply.confirm.title', { version }));
    const answer = this.page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/client/config/${version}`));
    await this.dialog().getByRole('button', { name: this.t('superAdmin.config.apply'), exact: true }).click();
    expect((await answer).status(), 'the version is taken to be applied').toBe(202);
  }
}
