import type { Page } from '@playwright/test';

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
}
