import { expect, type Page } from '@playwright/test';
import { messages } from './i18n';
import { localeButton, localeSaved } from './locale-switch';
import { escapeRegExp, type Locale } from './public-site.page';

/** The back-office areas of the navigation: their catalogue key (admin.nav.*) and address. */
export const ADMIN_AREAS = {
  home: { label: 'admin.nav.home', path: '/admin' },
  configuration: { label: 'admin.nav.configuration', path: '/admin/configuration' },
  superAdmin: { label: 'admin.nav.superAdmin', path: '/super_admin' },
} as const;

export type AdminArea = keyof typeof ADMIN_AREAS;

/**
 * The back-office frame around every back-office screen (AdminLayout): the top bar with the site title (a
 * link to the back-office home), the link to the public site, the user's email, the language switch and
 * sign out; the navigation with the areas the user's abilities open; the main area holding the screen.
 */
export class AdminFrame {
  readonly t: ReturnType<typeof messages>;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.t = messages(locale);
  }

  topBar = () => this.page.getByRole('banner');
  /** The site title: the client's title, the top bar's first link (to the back-office home). */
  siteTitle = () => this.topBar().getByRole('link').first();
  publicSiteLink = () => this.topBar().getByRole('link', { name: this.t('common.publicSite'), exact: true });
  userEmail = (email: string) => this.topBar().getByText(email, { exact: true });
  signOutButton = () => this.topBar().getByRole('button', { name: this.t('common.signOut'), exact: true });
  localeButton = (locale: Locale) => localeButton(this.topBar(), locale);

  navigation = () => this.page.getByRole('navigation', { name: this.t('admin.nav.label'), exact: true });
  navLinks = () => this.navigation().getByRole('link');
  navLink = (area: AdminArea) => this.navigation().getByRole('link', { name: this.t(ADMIN_AREAS[area].label), exact: true });

  main = () => this.page.getByRole('main');
  heading = () => this.main().getByRole('heading', { level: 1 });

  /**
   * Shows the back-office in this object's language, pressing its button when another one is shown, and
   * waits until the profile has saved it. A signed-in user's choice is saved in their profile: only journeys
   * on a server of their own may call this.
   */
  async useLocale(): Promise<void> {
    const button = this.localeButton(this.locale);
    await expect(button).toBeVisible();
    if ((await button.getAttribute('aria-pressed')) !== 'true') {
      const saved = localeSaved(this.page, this.locale);
      await button.click();
      expect((await saved).status(), 'language saved in the profile').toBe(200);
    }
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.locale);
  }

  /** Opens an area from the navigation and waits for its screen's title. */
  async goTo(area: AdminArea, heading: string): Promise<void> {
    await this.navLink(area).click();
    await expect(this.page).toHaveURL(new RegExp(`${escapeRegExp(ADMIN_AREAS[area].path)}$`));
    await expect(this.heading()).toHaveText(heading);
  }
}

