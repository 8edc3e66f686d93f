import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { RolesScreen } from './pages/roles.page';
import { LOCALES, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

/** Each language's journey makes a role of its own. */
const ROLE: Record<Locale, { name: string; renamed: string }> = {
  en: { name: 'E2E follow-up team', renamed: 'E2E follow-up and reports team' },
  fr: { name: 'Équipe de suivi E2E', renamed: 'Équipe de suivi et rapports E2E' },
};
const MEMBER = 'contributor@example.org';
const SUBSECTION = { en: 'Follow-up', fr: 'Suivi' };
const SECTION = { en: 'Publication', fr: 'Publication' };

const WIDTHS = [375, 800, 1280] as const;

/** Axe finds nothing blocking at each width (phone, tablet, desktop), and a screenshot of each is kept to look at. */
async function atEachWidth(page: Page, testInfo: TestInfo, name: string, check: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * An administrator makes a role with the permission picker and a member found by email, then edits it: the
 * preview of the change in the member's effective rights shows before saving, and the save applies it (the
 * member's next request has the new right). The role is then deleted after a confirmation saying what the
 * member loses. It changes a demo account's rights (and the administrator's language), so it runs on a server
 * of its own.
 */
test.describe('roles', () => {
  onItsOwnServer();

  for (const locale of LOCALES) {
    test(`a role edited with the permission picker and its effective-rights preview (${locale})`, async ({ browser, page }, testInfo) => {
      test.setTimeout(240_000);
      const { name, renamed } = ROLE[locale];
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('admin@example.org');
      const screen = new RolesScreen(page, locale);
      const t = screen.t;
      await screen.frame.useLocale();

      // The member's own session, open all along: GET /api/progress needs a right the role will give.
      const memberContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const memberPage = await memberContext.newPage();
      const memberSignIn = new SignInPage(memberPage);
      await memberSignIn.open();
      await memberSignIn.signInAs(MEMBER);
      const progress = () => memberPage.request.get('/api/progress');
      expect((await progress()).status()).toBe(403);

      // The list, with the demo's roles.
      await screen.openList();
      await expect(screen.roleLink('Administrator')).toBeVisible();
      await atEachWidth(page, testInfo, 'list', () => screen.expectNoBlockingViolation());

      // A new role: its name, the follow-up rights chosen with the subsection's select-all box, a member.
      await screen.newButton().click();
      await expect(page).toHaveURL(/\/admin\/roles\/new$/);
      await expect(screen.heading()).toHaveText(t('roles.new.title'));
      await screen.nameField().fill(name);
      await screen.selectAll(SUBSECTION[locale]).check();
      await expect(screen.item('progress.read')).toBeChecked();
      await expect(screen.item('reminders.manage')).toBeChecked();
      await screen.addMember('contributor@', MEMBER);
      await atEachWidth(page, testInfo, 'new', () => screen.expectNoBlockingViolation());
      const created = await screen.saved(() => screen.createButton().click());
      expect(created.role).toMatchObject({ name, permissions: ['progress.read', 'reminders.manage'], users: [{ email: MEMBER }] });
      await expect(page).toHaveURL(new RegExp(`/admin/roles/${created.role.id}$`));
      await expect(screen.heading()).toHaveText(name);
      await expect(screen.notice('roles.notices.created', { name })).toBeVisible();
      // The member's next request has the role's rights.
      expect((await progress()).status()).toBe(200);

      // Edited: renamed, one right more from another section (collapsed and opened again from the keyboard), one less.
      await expect(screen.previewStatus()).toHaveText(t('roles.preview.idle'));
      await screen.nameField().fill(renamed);
      const publication = screen.sectionToggle(SECTION[locale]);
      await publication.focus();
      await page.keyboard.press('Enter');
      await expect(publication).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(publication).toHaveAttribute('aria-expanded', 'true');
      await screen.item('reports.manage').check();
      await screen.item('reminders.manage').uncheck();
      await expect(screen.pickerSection(SECTION[locale])).toContainText(t('roles.picker.count', { selected: '1', total: '7' }));

      // The preview, from the server's dry run, before anything is saved.
      const row = screen.previewRow(MEMBER);
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').nth(0)).toHaveText(screen.rights(['reports.manage']));
      await expect(row.getByRole('cell').nth(1)).toHaveText(screen.rights(['reminders.manage']));
      const unsaved = (await (await page.request.get(`/api/roles/${created.role.id}`)).json()) as { role: { name: string; permissions: string[] } };
      expect(unsaved.role).toMatchObject({ name, permissions: ['progress.read', 'reminders.manage'] });
      await atEachWidth(page, testInfo, 'preview', () => screen.expectNoBlockingViolation());

      const saved = await screen.saved(() => screen.saveButton().click());
      expect(saved.role).toMatchObject({ name: renamed, permissions: ['progress.read', 'reports.manage'] });
      expect(saved.change).toEqual({ members: [{ id: expect.any(Number), email: MEMBER, gained: ['reports.manage'], lost: ['reminders.manage'] }] });
      await expect(screen.notice('roles.notices.updated', { name: renamed })).toBeVisible();
      await expect(screen.heading()).toHaveText(renamed);
      await expect(screen.previewStatus()).toHaveText(t('roles.preview.idle'));
      await expect(screen.history()).toContainText(t('roles.history.renamed', { before: name, after: renamed }));
      await expect(screen.history()).toContainText(t('roles.history.added', { list: screen.rights(['reports.manage']) }));
      await atEachWidth(page, testInfo, 'saved', () => screen.expectNoBlockingViolation());

      // Still there after a reload.
      await page.reload();
      await expect(screen.item('reports.manage')).toBeChecked();
      await expect(screen.item('reminders.manage')).not.toBeChecked();
      await expect(screen.members().getByText(MEMBER, { exact: true })).toBeVisible();

      // Deleted, after a confirmation that says what the member loses.
      await screen.deleteButton().click();
      const dialog = screen.deleteDialog(renamed);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t('roles.delete.loses', { who: MEMBER, rights: screen.rights(['progress.read', 'reports.manage']) }));
      await atEachWidth(page, testInfo, 'delete', () => screen.expectNoBlockingViolation());
      await dialog.getByRole('button', { name: t('roles.delete.confirm'), exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/roles$/);
      await expect(screen.notice('roles.notices.deleted', { name: renamed })).toBeVisible();
      await expect(screen.roleLink(renamed)).toHaveCount(0);
      expect((await progress()).status()).toBe(403);
      await memberContext.close();
    });
  }
});
