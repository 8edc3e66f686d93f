import { expect, type Response } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { permissionPickerItems } from '@platform/shared/permissions/permission-catalogue';
import { AdminScreen } from './admin-screen.page';

/**
 * The role screens of the back-office (apps/web/src/features/roles): the list at /admin/roles and a role's form
 * (name, the permission picker, members, the preview of the change in members' rights, history), with the
 * deletion's confirmation dialog.
 */
export class RolesScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();
  notice = (key: MessageKey, values: Record<string, string> = {}) => this.page.getByText(this.t(key, values), { exact: true });

  /** A right's name in this screen's language, from the catalogue the server answers with. */
  right = (key: string) => permissionPickerItems().find((item) => item.key === key)!.name[this.locale];
  /** Names of rights as the screen lists them ("a, b and c" / « a, b et c »). */
  rights = (keys: readonly string[]) => new Intl.ListFormat(this.locale, { style: 'long', type: 'conjunction' }).format(keys.map(this.right));

  // The list
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('roles.title'), exact: true });
  newButton = () => this.main().getByRole('link', { name: this.t('roles.list.new'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('roles.title'), exact: true });
  roleLink = (name: string) => this.table().getByRole('link', { name, exact: true });
  roleRow = (name: string) => this.table().getByRole('row').filter({ has: this.roleLink(name) });

  async openList(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/roles$/);
    await expect(this.heading()).toHaveText(this.t('roles.title'));
    await expect(this.table()).toBeVisible();
  }

  // The form
  form = (name: string) => this.main().getByRole('form', { name, exact: true });
  nameField = () => this.main().getByRole('textbox', { name: this.t('roles.field.name') });
  picker = () => this.main().getByRole('group', { name: this.t('roles.field.permissions'), exact: true });
  pickerSection = (name: string) => this.picker().getByRole('region', { name, exact: true });
  item = (key: string) => this.picker().getByRole('checkbox', { name: this.right(key), exact: true });
  selectAll = (group: string) => this.picker().getByRole('checkbox', { name: this.t('roles.picker.selectAll', { group }), exact: true });
  sectionToggle = (name: string) => this.picker().getByRole('button', { name, exact: true });

  members = () => this.main().getByRole('list', { name: this.t('roles.members.listLabel'), exact: true });
  memberSearch = () => this.main().getByRole('searchbox', { name: this.t('roles.members.search'), exact: true });
  found = () => this.main().getByRole('list', { name: this.t('roles.members.resultsLabel'), exact: true });
  addButton = (email: string) => this.found().getByRole('button', { name: this.t('roles.members.addOne', { who: email }), exact: true });
  removeButton = (email: string) => this.members().getByRole('button', { name: this.t('roles.members.removeOne', { who: email }), exact: true });

  preview = () => this.main().getByRole('region', { name: this.t('roles.preview.title'), exact: true });
  previewStatus = () => this.preview().getByRole('status').first();
  previewRow = (email: string) => this.preview().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: email, exact: true }) });

  createButton = () => this.main().getByRole('button', { name: this.t('roles.create'), exact: true });
  saveButton = () => this.main().getByRole('button', { name: this.t('common.save'), exact: true });
  deleteButton = () => this.main().getByRole('button', { name: this.t('roles.delete'), exact: true });
  history = () => this.main().getByRole('region', { name: this.t('roles.history.title'), exact: true });

  deleteDialog = (name: string) => this.page.getByRole('alertdialog', { name: this.t('roles.delete.title', { name }), exact: true });

  /** Finds a user by part of their email and adds them to the members. */
  async addMember(search: string, email: string): Promise<void> {
    await this.memberSearch().fill(search);
    await this.addButton(email).click();
    await expect(this.members().getByText(email, { exact: true })).toBeVisible();
  }

  /** Waits for the save (POST or PUT without dry_run) and answers its status and body. */
  async saved(save: () => Promise<void>): Promise<{ role: { id: number; name: string; permissions: string[]; users: { email: string }[] }; change?: unknown }> {
    const answered = this.page.waitForResponse((response: Response) => {
      const url = new URL(response.url());
      return ['POST', 'PUT'].includes(response.request().method()) && /^\/api\/roles(\/\d+)?$/.test(url.pathname) && !url.searchParams.has('dry_run');
    });
    await save();
    const answer = await answered;
    expect(answer.status(), `role saved: ${answer.ok() ? '' : await answer.text()}`).toBeLessThan(300);
    return answer.json();
  }
}

