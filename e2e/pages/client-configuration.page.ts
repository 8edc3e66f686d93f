import { expect } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { ADMIN_AREAS } from './admin-frame.page';

/** The client configuration at /admin/configuration (ClientConfigurationPage): one form of the client's settings. */
export class ClientConfigurationPage extends AdminScreen {
  async open(): Promise<void> {
    await this.page.goto(ADMIN_AREAS.configuration.path);
    await expect(this.heading()).toBeVisible();
  }

  /** Opens it from the back-office navigation. */
  async openFromNavigation(): Promise<void> {
    await this.frame.goTo('configuration', this.t('configuration.title'));
    await expect(this.titleField()).toBeEditable();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('configuration.title'), exact: true });
  form = () => this.frame.main().getByRole('form', { name: this.t('configuration.title'), exact: true });
  /** The client's name: shown, not editable. */
  nameField = () => this.form().getByRole('textbox', { name: this.t('configuration.name'), exact: true });
  titleField = () => this.form().getByRole('textbox', { name: this.t('configuration.titleField'), exact: true });
  saveButton = () => this.form().getByRole('button', { name: this.t('common.save'), exact: true });
  /** The success notice after a save. */
  updatedNotice = () => this.page.getByRole('status').filter({ hasText: this.t('configuration.notices.updated') });

  /** Types a new site title, saves, and waits for the server's answer and the success notice. */
  async saveTitle(title: string): Promise<void> {
    await this.titleField().fill(title);
    const saved = this.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/services/clients',
    );
    await this.saveButton().click();
    expect((await saved).status(), 'configuration saved').toBe(200);
    await expect(this.updatedNotice()).toBeVisible();
  }
}
