import { expect, type Response } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { ADMIN_AREAS } from './admin-frame.page';
import { escapeRegExp } from './public-site.page';

/** Where the super administration reads the outbox from. */
export const OUTBOX_PATH = '/api/services/super_admin/outbox';

/** The super administration at /super_admin (SuperAdminPage): the jobs and the outbox of emails the platform sent. */
export class SuperAdminPage extends AdminScreen {
  async open(): Promise<void> {
    const loaded = this.outboxLoaded();
    await this.page.goto(ADMIN_AREAS.superAdmin.path);
    await loaded;
    await this.expectShown();
  }

  /** The screen's call for the outbox: start waiting before the action that opens the screen. */
  outboxLoaded(): Promise<Response> {
    return this.page.waitForResponse((response) => new URL(response.url()).pathname === OUTBOX_PATH);
  }

  /** Asserts that this screen is the one shown (after signing in, or a link followed). */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/super_admin$/);
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('superAdmin.title'), exact: true });
  outboxHeading = () => this.frame.main().getByRole('heading', { level: 2, name: this.t('superAdmin.outbox.title'), exact: true });
  emptyOutbox = () => this.frame.main().getByText(this.t('superAdmin.outbox.empty'), { exact: true });
  messages = () => this.frame.main().getByRole('list').getByRole('listitem');
  /** The emails sent to this address (each shows "To", "Subject", "Sent at" and the body). */
  messagesTo = (email: string) =>
    this.messages().filter({ has: this.page.getByRole('definition').filter({ hasText: new RegExp(`^${escapeRegExp(email)}$`) }) });
}
