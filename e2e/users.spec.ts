import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { messages } from './pages/i18n';
import { readOutbox } from './pages/outbox';
import { escapeRegExp, LOCALES, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';
import { UsersScreen } from './pages/users.page';

const ORGANISATION = 'Boréal Aluminium';
const SITE = { en: 'Alma smelter', fr: 'Aluminerie d’Alma' };
const ROLE = 'Contributor';
const PASSWORD = 'Invited2026x';

/** The newest invitation link mailed to `email`, read from the outbox as a super administrator. */
async function invitationLink(baseURL: string, email: string): Promise<string> {
  const superAdmin = await playwrightRequest.newContext({ baseURL });
  try {
    const mail = (await readOutbox(superAdmin)).find((message) => message.to === email);
    expect(mail, `an invitation to ${email} is in the outbox`).toBeDefined();
    const link = mail!.body.match(/https?:\/\/\S+\/profile\/password\?token=\S+/)?.[0];
    expect(link, 'the invitation holds a link to choose a password').toBeDefined();
    const url = new URL(link!);
    return `${url.pathname}${url.search}`;
  } finally {
    await superAdmin.dispose();
  }
}

/** The invited user, in a browser of their own: chooses a password from the link and is signed in. */
async function acceptInvitation(browser: Browser, baseURL: string, link: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A first visit knows nothing of the user yet: the page is in the browser's language until they are signed in.
  const label = (key: MessageKey) => new RegExp(`^(${LOCALES.map((each) => escapeRegExp(messages(each)(key))).join('|')})`);
  await page.goto(link);
  await page.getByLabel(label('profile.password.new')).fill(PASSWORD);
  await page.getByLabel(label('profile.password.confirm')).fill(PASSWORD);
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/profile/password');
  await page.getByRole('button', { name: label('profile.password.submit') }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/profile\//);
  // Signed in, in the language the administrator chose for them.
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  return page;
}

/**
 * An administrator creates a user with an invitation; the user chooses a password from the emailed link and
 * signs in; the administrator archives them (their open session ends at once) and restores them. The journey
 * changes the administrator's language and makes users, so it runs on a server of its own.
 */
test.describe('users administration', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a user invited, signed in, archived and restored (${locale})`, async ({ browser, page, baseURL }, testInfo) => {
      test.setTimeout(300_000);
      const email = `e2e-${locale}-${Date.now()}@example.org`;
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      const screen = new UsersScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();

      // The list: every demo account, archived users included, with its roles and organisations.
      await screen.openList();
      await expect(screen.row('contributor@example.org')).toContainText(ROLE);
      await expect(screen.row('contributor@example.org')).toContainText(ORGANISATION);
      await screen.atEachWidth(testInfo, 'list');

      // A new user: identity, the contributor role, one organisation (its sites come with it), an invitation.
      await screen.newButton().click();
      await expect(page).toHaveURL(/\/admin\/users\/new$/);
      await expect(screen.heading()).toHaveText(t('users.new.title'));
      await screen.emailField().fill(email);
      await screen.field('users.field.firstName').fill('Camille');
      await screen.field('users.field.lastName').fill(locale === 'en' ? 'Invited' : 'Invitée');
      await screen.select('users.field.locale').selectOption(locale);
      await screen.choice(screen.roles(), ROLE).check();
      await screen.choice(screen.organisations(), ORGANISATION).check();
      await expect(screen.organisations().getByRole('checkbox', { name: new RegExp(`^${SITE[locale]}`) })).toBeDisabled();
      await expect(screen.sendInvitation()).toBeChecked();
      await screen.atEachWidth(testInfo, 'new');
      const { user, invitation_sent } = await screen.created(() => screen.createButton().click());
      expect(invitation_sent).toBe(true);
      await expect(screen.noticeContaining(`${t('users.notices.created', { email })} ${t('users.notices.invitationSent')}`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));
      await expect(screen.status('invited')).toBeVisible();

      // What they can do, granted by the role, and where; the history says who gave it.
      await screen.tab('users.tabs.rights').click();
      const rights = screen.panel('users.tabs.rights');
      const enterData = rights.getByRole('row').filter({ has: page.getByRole('rowheader', { name: locale === 'en' ? 'Enter data' : 'Saisir des données', exact: true }) });
      await expect(enterData.getByRole('link', { name: ROLE, exact: true })).toBeVisible();
      await expect(rights).toContainText(t('users.rights.withEverythingUnder', { name: ORGANISATION }));
      await screen.atEachWidth(testInfo, 'rights');
      await screen.tab('users.tabs.history').click();
      await expect(screen.panel('users.tabs.history')).toContainText(t('users.history.by', { email: 'admin@example.org' }));
      await screen.atEachWidth(testInfo, 'history');
      await screen.tab('users.tabs.profile').click();
      await screen.atEachWidth(testInfo, 'user');

      // From the list: found by a search, reminded of the invitation (a new link; only the newest one works).
      await screen.openList();
      await screen.searchFor(email);
      await expect(screen.table().getByRole('row')).toHaveCount(2);
      await screen.selectRow(email).check();
      await screen.sendReminders().click();
      await expect(screen.reminderResults()).toContainText(t('users.reminders.sentTo', { email }));
      await expect(screen.noticeContaining(locale === 'en' ? 'An invite reminder was sent.' : 'Un rappel d’invitation a été envoyé.')).toBeVisible();

      // The list as an xlsx file, with the same search.
      const download = page.waitForEvent('download');
      await screen.exportLink().click();
      const file = await (await download).path();
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 2).toString('latin1'), 'an xlsx file (a zip container)').toBe('PK');

      // The invited user chooses a password from the newest email and is signed in; then signs in with it.
      const link = await invitationLink(baseURL!, email);
      const invitee = await acceptInvitation(browser, baseURL!, link, locale);
      try {
        await invitee.context().clearCookies();
        const inviteeSignIn = new SignInPage(invitee);
        await inviteeSignIn.open();
        await inviteeSignIn.signInAs(email, PASSWORD);
        await expect(invitee).not.toHaveURL(/\/profile\/sign_in/);

        // Archived: the user's open session ends at once; their next request sends them to sign in.
        await screen.userLink(email).click();
        await expect(screen.status('active')).toBeVisible();
        await screen.confirmAction('users.action.archive', 'DELETE');
        await expect(screen.noticeContaining(t('users.notices.deleted', { email }))).toBeVisible();
        await expect(screen.status('archived')).toBeVisible();
        await expect(screen.main().getByText(t('users.form.archived'), { exact: true })).toBeVisible();
        await screen.atEachWidth(testInfo, 'archived');
        await invitee.reload();
        await expect(invitee).toHaveURL(/\/profile\/sign_in/);
        await inviteeSignIn.signIn(email, PASSWORD);
        await expect(inviteeSignIn.alert()).toBeVisible();
        await expect(invitee).toHaveURL(/\/profile\/sign_in/);

        // Restored: they sign in again with the password they chose.
        await screen.confirmAction('users.action.restore', 'POST');
        await expect(screen.noticeContaining(t('users.notices.restored', { email }))).toBeVisible();
        await expect(screen.status('active')).toBeVisible();
        await inviteeSignIn.open();
        await inviteeSignIn.signInAs(email, PASSWORD);
        await expect(invitee).not.toHaveURL(/\/profile\/sign_in/);
      } finally {
        await invitee.context().close();
      }
    });
  }
});
