import { expect } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { ADMIN_AREAS, type AdminArea } from './admin-frame.page';

/** The back-office home at /admin (AdminHomePage): a welcome and links to the areas the user's abilities open. */
export class AdminHomePage extends AdminScreen {
  async open(): Promise<void> {
    await this.page.goto(ADMIN_AREAS.home.path);
    await this.expectShown();
  }

  /** Asserts that this screen is the one shown (after signing in, or a link followed). */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin$/);
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('admin.home.title'), exact: true });
  welcome = (email: string) => this.frame.main().getByText(this.t('admin.home.welcome', { email }), { exact: true });
  areasHeading = () => this.frame.main().getByRole('heading', { level: 2, name: this.t('admin.home.areas'), exact: true });
  areaLinks = () => this.frame.main().getByRole('list').getByRole('link');
  areaLink = (area: AdminArea) => this.frame.main().getByRole('link', { name: this.t(ADMIN_AREAS[area].label), exact: true });
  noArea = () => this.frame.main().getByText(this.t('admin.home.none'), { exact: true });
}
