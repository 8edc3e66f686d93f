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
 * Starts impersonating from the signed-in page the way the users screens' buttons do: the call with the
 * page's CSRF token, then a full load of the path it answers. Returns that path.
 */
export async function impersonateFromPage(page: Page, target: { userId: number } | { visitor: Audience }): Promise<string> {
  const answer = await page.evaluate(async (target) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    const visitor = 'visitor' in target;
    const response = await fetch(visitor ? '/api/users/public/impersonate' : `/api/users/${target.userId}/impersonate`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify(visitor ? { audience: target.visitor } : {}),
    });
    return { status: response.status, body: (await response.json()) as { effective_permissions?: { sign_in_path: string }; permissions?: { sign_in_path: string } } };
  }, target);
  expect(answer.status, `impersonate ${JSON.stringify(target)}: ${JSON.stringify(answer.body)}`).toBe(200);
  const path = (answer.body.effective_permissions ?? answer.body.permissions)!.sign_in_path;
  await page.goto(path);
  return path;
}

/** A demo user's id, read from their own profile by signing them in on a separate request context. */
export async function demoUserId(request: APIRequestContext, email: string): Promise<number> {
  const { csrf_token } = (await (await request.get('/api/profile')).json()) as { csrf_token: string };
  const answer = await request.post('/api/profile/sign_in', { data: { email, password: DEMO_PASSWORD }, headers: { 'x-csrf-token': csrf_token } });
  expect(answer.status(), `${email} signs in`).toBe(200);
  return ((await answer.json()) as { profile: { id: number } }).profile.id;
}
