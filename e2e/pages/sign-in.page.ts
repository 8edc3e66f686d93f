import { expect, type Page } from '@playwright/test';
import type { Locale } from './public-site.page';

export const DEMO_PASSWORD = 'DemoPass2024';

/** The sign-in screen at /profile/sign_in. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/profile/sign_in');
  }

  email = () => this.page.getByLabel(/^(Email|Courriel)/);
  password = () => this.page.getByLabel(/^(Password|Mot de passe)/);
  submit = () => this.page.getByRole('button', { name: /^(Sign in|Se connecter)$/ });
  alert = () => this.page.getByRole('alert');

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  /**
   * Signs in, expecting success, and waits until the page shows the language saved in the user's profile (the
   * page switches to it once signed in, a moment after the answer). Returns that language; the caller checks
   * where the user landed.
   */
  async signInAs(email: string, password = DEMO_PASSWORD): Promise<Locale> {
    const answered = this.page.waitForResponse(async (response) => {
      if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== '/api/profile/sign_in') return false;
      // A page whose session ended elsewhere holds a stale CSRF token: the app fetches a new one and sends again.
      if (response.status() !== 403) return true;
      return ((await response.json()) as { code?: string }).code !== 'INVALID_CSRF_TOKEN';
    });
    await this.signIn(email, password);
    const answer = await answered;
    expect(answer.status(), `${email} signs in: ${answer.ok() ? '' : await answer.text()}`).toBe(200);
    const { profile } = (await answer.json()) as { profile: { locale: Locale } };
    await expect(this.page.locator('html')).toHaveAttribute('lang', profile.locale);
    return profile.locale;
  }
}
