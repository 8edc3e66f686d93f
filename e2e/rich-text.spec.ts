import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminHomePage } from './pages/admin-home.page';
import { ClientConfigurationPage } from './pages/client-configuration.page';
import { LOCALES, type Locale } from './pages/public-site.page';
import { RichEditorWidget, savedClient } from './pages/rich-editor.page';
import { onItsOwnServer } from './pages/separate-server';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in.page';
import { HOSTILE_HTML, problemsInHtml, XssProbe } from './pages/xss-probe';

/** The back-office welcome message, rich text in the client settings, edited in the client configuration. */
const messageEditor = (configuration: ClientConfigurationPage, locale: Locale = configuration.locale) =>
  new RichEditorWidget(configuration.page, configuration.t('configuration.welcomeMessage', { locale: locale.toUpperCase() }), configuration.t);
const messageOnHome = (home: AdminHomePage) => home.frame.main().getByRole('region', { name: home.t('admin.home.message'), exact: true });

/** Opens the client configuration from the navigation and waits for its welcome-message editor (this language's). */
async function openMessageEditor(page: Page, locale: Locale = 'en') {
  const configuration = new ClientConfigurationPage(page, locale);
  await configuration.openFromNavigation();
  const editor = messageEditor(configuration);
  await editor.expectReady();
  return { configuration, editor };
}

async function signInAsAdmin(page: Page, locale: Locale = 'en'): Promise<AdminHomePage> {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAs('admin@example.org');
  const home = new AdminHomePage(page, locale);
  await home.frame.useLocale();
  await home.expectShown();
  return home;
}

/** Saves the welcome message the way any HTTP client can: session cookie, CSRF token from GET /api/profile. */
async function putWelcomeMessage(request: APIRequestContext, message: Record<Locale, string | null>) {
  const token = async () => ((await (await request.get('/api/profile')).json()) as { csrf_token: string }).csrf_token;
  const signedIn = await request.post('/api/profile/sign_in', {
    headers: { 'x-csrf-token': await token() },
    data: { email: 'admin@example.org', password: DEMO_PASSWORD },
  });
  expect(signedIn.status(), 'admin signs in').toBe(200);
  const client = (await (await request.get('/api/services/clients')).json()) as { title: string; settings: Record<string, unknown> };
  const saved = await request.put('/api/services/clients', {
    headers: { 'x-csrf-token': await token() },
    data: { title: client.title, settings: { ...client.settings, welcome_message: message } },
  });
  expect(saved.status(), 'configuration saved').toBe(200);
  return ((await saved.json()) as { settings: { welcome_message: Record<Locale, string | null> } }).settings.welcome_message;
}

/**
 * Stored rich text, from the API and from the editor, shown in real Chromium: nothing hostile runs or even
 * reaches the page. The welcome message shows to every administrator, so the journeys run on a server of their own.
 */
test.describe('rich text', () => {
  onItsOwnServer();

  test('hostile HTML saved through the API is stored sanitised and runs nowhere', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const stored = await putWelcomeMessage(api, { en: HOSTILE_HTML, fr: '<script>alert(1)</script><p> </p>' });
    await api.dispose();
    expect(await problemsInHtml(page, stored.en ?? ''), 'stored HTML').toEqual([]);
    expect(stored.en).toContain('Kept text');
    expect(stored.en).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Good link</a>');
    expect(stored.fr, 'a message with no text is stored as null').toBeNull();

    const probe = await XssProbe.arm(page);
    const home = await signInAsAdmin(page);
    const message = messageOnHome(home);
    await expect(message).toContainText('Kept text');
    await expect(message.getByRole('link', { name: 'Good link' })).toHaveAttribute('rel', 'noopener noreferrer');
    await message.getByText('Hover me').hover();
    await message.getByText('javascript link').click();
    await probe.expectNothingRan(message);
    await probe.expectNoInlineScriptBlocked();

    const { editor } = await openMessageEditor(page);
    await expect(editor.content()).toContainText('Kept text');
    await probe.expectNothingRan(editor.content());
  });

  test('hostile HTML typed in the editor’s source mode is stored sanitised and runs nowhere', async ({ page }) => {
    const probe = await XssProbe.arm(page);
    await signInAsAdmin(page);
    const { configuration, editor } = await openMessageEditor(page);
    await editor.typeSource(`<h2 class="brand-h2-gradient">Source title</h2>${HOSTILE_HTML}`);
    const saved = await savedClient(page, () => configuration.saveButton().click());
    const stored = saved.settings.welcome_message?.en ?? '';
    expect(stored).toContain('<h2 class="brand-h2-gradient">Source title</h2>');
    expect(await problemsInHtml(page, stored), 'stored HTML').toEqual([]);
    await expect(configuration.updatedNotice()).toBeVisible();
    // The source shown is now what the server stored; back in the visual mode, the editor shows it.
    await expect(editor.source()).toHaveValue(/^<h2 class="brand-h2-gradient">Source title<\/h2><p>Kept text<\/p>/);
    expect(await problemsInHtml(page, await editor.source().inputValue()), 'source shown after the save').toEqual([]);
    await editor.button('ui.richEditor.source').click();
    await probe.expectNothingRan(editor.content());

    await page.reload();
    await editor.expectReady();
    await expect(editor.content().getByRole('heading', { level: 2, name: 'Source title' })).toHaveClass('brand-h2-gradient');
    await probe.expectNothingRan(editor.content());
    // A fresh document showing the stored message: the CSP had nothing to block.
    const home = new AdminHomePage(page);
    await home.open();
    await expect(messageOnHome(home).getByRole('heading', { level: 2, name: 'Source title' })).toBeVisible();
    await probe.expectNothingRan(messageOnHome(home));
    await probe.expectNoInlineScriptBlocked();
  });

  test('pasting keeps the plain text and drops the formatting', async ({ page }) => {
    const probe = await XssProbe.arm(page);
    await signInAsAdmin(page);
    const { configuration, editor } = await openMessageEditor(page);
    await editor.clear();
    await editor.paste({
      html:
        '<h1 style="color: red; font-size: 80px"><strong>Pasted</strong> <em>title</em></h1>' +
        '<p><a href="https://example.org">a link</a> <span style="color:#0b5fa5">blue</span></p>' +
        '<img src=x onerror="window.__xss = \'paste\'"><script>window.__xss = "paste"</script>',
      text: 'Pasted title\na link blue',
    });
    await expect(editor.content()).toContainText('Pasted title');
    expect(await editor.contentHtml()).toBe('<p>Pasted title</p><p>a link blue</p>');
    const saved = await savedClient(page, () => configuration.saveButton().click());
    expect(saved.settings.welcome_message?.en).toBe('<p>Pasted title</p><p>a link blue</p>');
    await probe.expectNothingRan(editor.content());
  });

  for (const locale of LOCALES) {
    test(`an administrator formats the welcome message with the toolbar and sees it on the back-office home (${locale})`, async ({
      page,
    }) => {
      const home = await signInAsAdmin(page, locale);
      const { configuration, editor } = await openMessageEditor(page, locale);
      await editor.clear();

      // The client's gradient H2, under its label in this language.
      const gradient = locale === 'en' ? 'Gradient heading 2' : 'Titre 2 en dégradé';
      await editor.formatSelect().selectOption({ label: gradient });
      await page.keyboard.type(`Welcome ${locale}`);
      await expect(editor.formatSelect()).toHaveValue('brand-h2-gradient');
      await page.keyboard.press('ControlOrMeta+A');
      const bold = editor.button('ui.richEditor.bold');
      await expect(bold).toHaveAttribute('aria-pressed', 'false');
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      // Toolbar buttons answer the keyboard too.
      await editor.button('ui.richEditor.italic').focus();
      await page.keyboard.press('Enter');
      await expect(editor.button('ui.richEditor.italic')).toHaveAttribute('aria-pressed', 'true');

      // The brand palette: 17 colours.
      await editor.button('ui.richEditor.colour').click();
      await expect(editor.palette().getByRole('button')).toHaveCount(18);
      await editor.swatch('#0b5fa5').click();

      // A new paragraph with a link: the dialog starts on https:// and the same window.
      // The palette closes as the text is clicked: the keys go to the text only once it has the focus.
      await editor.content().click();
      await expect(editor.content()).toBeFocused();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Enter');
      await expect(editor.formatSelect()).toHaveValue('paragraph');
      await editor.button('ui.richEditor.link').click();
      await expect(editor.linkAddress()).toHaveValue('https://');
      await expect(editor.linkTarget()).toHaveValue('same');
      await editor.linkAddress().fill('example.org/guide');
      await editor.linkApply().click();
      await expect(editor.linkDialog()).toBeHidden();

      const saved = await savedClient(page, () => configuration.saveButton().click());
      // ProseMirror writes styles through the CSSOM, so Chromium hands the colour over as rgb(): both are allowed.
      expect(saved.settings.welcome_message?.[locale]).toMatch(
        new RegExp(
          `^<h2 class="brand-h2-gradient"><span style="color:(#0b5fa5|rgb\\(11, 95, 165\\))"><strong><em>Welcome ${locale}</em></strong></span></h2>` +
            '<p><a href="https://example.org/guide">https://example.org/guide</a></p>$',
        ),
      );
      await expect(configuration.updatedNotice()).toBeVisible();

      await home.frame.goTo('home', home.t('admin.home.title'));
      const message = messageOnHome(home);
      const heading = message.getByRole('heading', { level: 2, name: `Welcome ${locale}` });
      await expect(heading).toHaveClass('brand-h2-gradient');
      await expect(heading.locator('strong em')).toHaveText(`Welcome ${locale}`);
      await expect(heading.locator('span')).toHaveCSS('color', 'rgb(11, 95, 165)');
      const link = message.getByRole('link', { name: 'https://example.org/guide' });
      await expect(link).toHaveAttribute('href', 'https://example.org/guide');
      await expect(link).not.toHaveAttribute('target', /.*/);
    });
  }

  test('no public page loads the editor', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('main').getByRole('navigation').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/indicators\//);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /RichEditor/i.test(path))).toEqual([]);
  });
});
