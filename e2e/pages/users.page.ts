import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { AdminScreen } from './admin-screen.page';

/** The widths every users screen is looked at: phone, tablet, desktop. */
export const WIDTHS = [375, 800, 1280] as const;

/**
 * The users screens of the back-office (apps/web/src/features/users): the list at /admin/users, a new user at
 * /admin/users/new and a user's page at /admin/users/:id (profile form, effective rights, history). One object for
 * all three: they share the form, the actions and the notices.
 */
export class UsersScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();
  notice = (key: MessageKey, values: Record<string, string> = {}) => this.page.getByText(this.t(key, values), { exact: true });
  noticeContaining = (text: string) => this.page.locator('[data-ui-notice-stack]').getByText(text);

  // The list
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('users.nav.users'), exact: true });
  newButton = () => this.main().getByRole('link', { name: this.t('users.list.new'), exact: true });
  exportLink = () => this.main().getByRole('link', { name: this.t('users.list.export'), exact: true });
  search = () => this.main().getByRole('searchbox', { name: this.t('users.list.search'), exact: true });
  filter = (label: MessageKey) => this.main().getByRole('combobox', { name: this.t(label), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('users.list.caption'), exact: true });
  row = (email: string) => this.table().getByRole('row').filter({ has: this.page.getByRole('link', { name: email, exact: true }) });
  userLink = (email: string) => this.table().getByRole('link', { name: email, exact: true });
  selectRow = (email: string) => this.table().getByRole('checkbox', { name: this.t('users.list.selectRow', { email }), exact: true });
  sendReminders = () => this.main().getByRole('button', { name: /^(Send an invite reminder|Envoyer un rappel d’invitation)$/ });
  reminderResults = () => this.main().getByRole('region', { name: this.t('users.reminders.results'), exact: true });

  /** Opens the list from the navigation and waits for its table. */
  async openList(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/users$/);
    await expect(this.heading()).toHaveText(this.t('users.title'));
    await expect(this.table()).toBeVisible();
  }

  /** Types a search and waits for the list the server answers for it (sent 500 ms after the last key). */
  async searchFor(text: string): Promise<void> {
    const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users' && new URL(response.url()).searchParams.get('q') === text);
    await this.search().fill(text);
    expect((await answered).status()).toBe(200);
  }

  // The form
  form = () => this.main().getByRole('form', { name: this.t('users.form.label'), exact: true });
  field = (label: MessageKey) => this.form().getByLabel(this.t(label), { exact: true });
  /** Text fields whose label carries the required mark. */
  emailField = () => this.form().getByRole('textbox', { name: new RegExp(`^${this.t('users.field.email')}`) });
  select = (label: MessageKey) => this.form().getByRole('combobox', { name: this.t(label), exact: true });
  roles = () => this.form().getByRole('group', { name: this.t('users.field.roles'), exact: true });
  organisations = () => this.form().getByRole('group', { name: this.t('users.field.tags'), exact: true });
  choice = (group: Locator, name: string) => group.getByRole('checkbox', { name, exact: true });
  method = (method: 'default' | 'saml') => this.form().getByRole('radio', { name: this.t(`users.authenticationMethod.${method}`), exact: true });
  sendInvitation = () => this.form().getByRole('checkbox', { name: this.t('users.field.sendInvitation'), exact: true });
  createButton = () => this.form().getByRole('button', { name: this.t('users.form.create'), exact: true });
  saveButton = () => this.form().getByRole('button', { name: this.t('common.save'), exact: true });

  /** Waits for POST /users and answers its status and body. */
  async created(submit: () => Promise<void>): Promise<{ user: { id: number; email: string; status: string }; invitation_sent: boolean }> {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/users');
    await submit();
    const answer = await answered;
    expect(answer.status(), `user created: ${answer.ok() ? '' : await answer.text()}`).toBe(201);
    return answer.json();
  }

  // A user's page
  status = (status: 'active' | 'archived' | 'invited') => this.main().locator('.users-header').getByText(this.t(`users.status.${status}`), { exact: true });
  action = (label: MessageKey) => this.main().locator('.users-header').getByRole('button', { name: this.t(label), exact: true });
  tab = (label: MessageKey) => this.main().getByRole('tab', { name: this.t(label), exact: true });
  panel = (label: MessageKey) => this.main().getByRole('tabpanel', { name: this.t(label), exact: true });
  dialog = () => this.page.getByRole('alertdialog');
  confirmButton = (label: MessageKey) => this.dialog().getByRole('button', { name: this.t(label), exact: true });

  /** Confirms the dialog the button opens (archive, restore) and waits for the call it makes. */
  async confirmAction(button: MessageKey, method: 'DELETE' | 'POST'): Promise<void> {
    await this.action(button).click();
    await expect(this.dialog()).toBeVisible();
    await this.expectNoBlockingViolation();
    const answered = this.page.waitForResponse((response) => response.request().method() === method && /^\/api\/users\/\d+(\/unarchive)?$/.test(new URL(response.url()).pathname));
    await this.confirmButton(button).click();
    expect((await answered).status()).toBe(200);
  }

  /**
   * The screen as it is now at each width: axe finds nothing blocking, the page is no wider than the window
   * (a wide table scrolls inside its own box), and a screenshot of each is kept for looking at.
   */
  async atEachWidth(testInfo: TestInfo, name: string): Promise<void> {
    await atEachWidth(this.page, testInfo, `${name}-${this.locale}`, () => this.expectNoBlockingViolation());
  }
}

export async function atEachWidth(page: Page, testInfo: TestInfo, name: string, expectAccessible: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px is no wider than the window`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
