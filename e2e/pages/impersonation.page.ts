import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import { messages } from './i18n';
import type { Locale } from './public-site.page';
import { DEMO_PASSWORD } from './sign-in.page';

/**
 * The impersonation banner above every page's frame (ImpersonationBanner): who is acting as whom, and Stop.
 */
export class ImpersonationBanner {
  readonly t: ReturnType<typeof messages>;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.t = messages(locale);
  }

  region = () => this.page.getByRole('region', { name: this.t('impersonation.title'), exact: true });
  stopButton = () => this.region().getByRole('button', { name: this.t('impersonation.stop'), exact: true });

  /** The banner's sentence for a user (their email) or a visitor account of an audience. */
  actingAs(user: string | { visitor: Audience }, impersonator: string): string {
    const name = typeof user === 'string' ? user : this.t(`impersonation.banner.visitor.${user.visitor}`);
    return this.t('impersonation.banner.actingAs', { user: name, impersonator });
  }

  async expectActingAs(user: string | { visitor: Audience }, impersonator: string): Promise<void> {
    await expect(this.region()).toHaveText(new RegExp(`^${escape(this.actingAs(user, impersonator))}`));
    await expect(this.stopButton()).toBeEnabled();
  }

  /**
   * Presses Stop from the keyboard and waits for the server's answer; the browser then loads the page the
   * answer names (its body is gone with the page: the caller checks the address).
   */
  async stop(): Promise<void> {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/users\/\d+\/impersonate$/.test(response.url()));
    await this.stopButton().focus();
    await this.page.keyboard.press('Enter');
    expect((await answered).status(), 'stop impersonating').toBe(200);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Starts impersonating with the users screens' own buttons: Impersonate on the user's page, or View as
 * public visitor on the users list. The button calls the server and loads the path it answers; returns
 * that path, as the browser shows it.
 */
export async function impersonateFromPage(page: Page, locale: Locale, target: { userId: number } | { visitor: Audience }): Promise<string> {
  const t = messages(locale);
  const visitor = 'visitor' in target;
  await page.goto(visitor ? '/admin/users' : `/admin/users/${target.userId}`);
  const button = visitor
    ? page.getByRole('button', { name: t(`impersonation.viewAsVisitor.${target.visitor}`), exact: true })
    : page.getByRole('main').getByRole('button', { name: t('impersonation.impersonate'), exact: true }).first();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/users\/(\d+|public)\/impersonate$/.test(response.url()));
  const before = page.url();
  await button.click();
  const answer = await answered;
  expect(answer.status(), `impersonate ${JSON.stringify(target)}`).toBe(200);
  await page.waitForURL((url) => url.href !== before);
  await page.waitForLoadState('load');
  return new URL(page.url()).pathname;
}

/** A demo user's id, read from their own profile by signing them in on a separate request context. */
export async function demoUserId(request: APIRequestContext, email: string): Promise<number> {
  const { csrf_token } = (await (await request.get('/api/profile')).json()) as { csrf_token: string };
  const answer = await request.post('/api/profile/sign_in', { data: { email, password: DEMO_PASSWORD }, headers: { 'x-csrf-token': csrf_token } });
  expect(answer.status(), `${email} signs in`).toBe(200);
  return ((await answer.json()) as { profile: { id: number } }).profile.id;
}
