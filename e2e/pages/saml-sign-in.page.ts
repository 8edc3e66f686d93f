import { expect, type Page } from '@playwright/test';
import { messages } from './i18n';
import type { Locale } from './public-site.page';

/** The single sign-on screen at /profile/saml/sign_in. */
export class SamlSignInPage {
  private readonly t;

  constructor(
    private readonly page: Page,
    locale: Locale,
  ) {
    this.t = messages(locale);
  }

  async open(): Promise<void> {
    await this.page.goto('/profile/saml/sign_in');
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.page.getByRole('heading', { level: 1, name: this.t('saml.title') });
  continueButton = () => this.page.getByRole('button', { name: this.t('saml.start') });
  alert = () => this.page.getByRole('alert');

  /** Goes to the identity provider, which answers at once; resolves once the browser is back here or signed in. */
  async continueToProvider(): Promise<void> {
    const back = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/profile/saml/acs',
    );
    await this.continueButton().click();
    expect((await back).status()).toBe(303);
  }
}
