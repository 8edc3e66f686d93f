import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { localeButton } from './locale-switch';

/** The public site's two languages. */
export type Locale = 'en' | 'fr';
export const LOCALES: readonly Locale[] = ['en', 'fr'];

/** The three breakpoints the journeys run at (spec §2: mobile < 768, tablet < 1200, desktop). */
export const BREAKPOINTS = [
  { name: 'mobile', viewport: { width: 375, height: 812 } },
  { name: 'tablet', viewport: { width: 800, height: 1000 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/**
 * The languages a case runs in at the breakpoint with this index, so that a grid of cases × breakpoints ×
 * languages is covered pairwise at half its size: each case runs at every breakpoint, its language alternating
 * from one breakpoint to the next and from one case to the next (so every case runs in both languages, and,
 * with two cases or more, every breakpoint in both languages). Layout depends on the breakpoint and the words
 * on the language; what depends on both at once is checked by the layout journeys, which keep the full grid.
 */
export function localesAt(caseIndex: number, breakpointIndex: number): readonly Locale[] {
  return [LOCALES[(caseIndex + breakpointIndex) % LOCALES.length]!];
}

/** The public addresses the journeys visit. */
export const PATHS = {
  home: '/',
  globalPresentation: '/indicators/presentation_globale/introduction/multi_global_presentation',
  economy: '/indicators/faits_saillants/economie/highlights_economy',
  environment: '/indicators/faits_saillants/environnement/highlights_environment',
  social: '/indicators/faits_saillants/social/highlights_social',
  /** A standard (not custom) indicator page. */
  standardIndicator: '/indicators/economie/production/production_aluminium_multi',
  signIn: '/profile/sign_in',
  passwordRecover: '/profile/password/recover',
  samlSignIn: '/profile/saml/sign_in',
} as const;

/** French typography: no-break space before % and :. */
export const NBSP = '\u00a0';

/** The texts the spec (and the demo client) give, per locale. */
export const TEXTS = {
  en: {
    associationName: 'Quebec Aluminium Association',
    homeTitle: 'Sustainability Report',
    homeSubtitle: 'How Quebec’s aluminium producers perform on the economy, the environment and society',
    homeSections: 'Report sections',
    cards: ['Overall portrait', 'Economy', 'Environment', 'Social'],
    reportSummary: '2024 Sustainability Report Summary',
    reportFile: '/api/report_summary?locale=en',
    corporateSite: 'Corporate Site',
    corporateSiteUrl: 'https://association.example.org/en',
    ourMembers: 'OUR MEMBERS',
    members: ['Boréal Aluminium', 'Laurentide Metals', 'Minerais Nordiques'],
    copyright: '© 2024 Quebec Aluminium Association. All rights reserved.',
    copyrightReport: 'Sustainability Report 2024 — data for the years 2017 to 2021.',
    notice:
      'Figures other than the number of producers and smelters, annual production, the hydroelectricity share, the PAH reduction and the carbon intensity are illustrative demo values.',
    noticeShort: 'Most figures are illustrative demo values.',
    seeIndicator: 'See indicator',
    notFound: 'Page not found',
    year: 'Year',
    language: 'Language',
    signIn: 'Sign in',
  },
  fr: {
    associationName: 'Association de l’aluminium du Québec',
    homeTitle: 'Rapport de développement durable',
    homeSubtitle:
      'La performance des producteurs d’aluminium du Québec en matière d’économie, d’environnement et de société',
    homeSections: 'Sections du rapport',
    cards: ['Portrait global', 'Économie', 'Environnement', 'Social'],
    reportSummary: 'Rapport DD 2024 Sommaire',
    reportFile: '/api/report_summary?locale=fr',
    corporateSite: 'Site Corporatif',
    corporateSiteUrl: 'https://association.example.org/fr',
    ourMembers: 'NOS MEMBRES',
    members: ['Boréal Aluminium', 'Laurentide Metals', 'Minerais Nordiques'],
    copyright: '© 2024 Association de l’aluminium du Québec. Tous droits réservés.',
    copyrightReport: 'Rapport de développement durable 2024 — données des années 2017 à 2021.',
    notice:
      'Les chiffres autres que le nombre de producteurs et d’alumineries, la production annuelle, la part d’hydroélectricité, la réduction des HAP et l’intensité carbone sont des valeurs de démonstration fournies à titre indicatif.',
    noticeShort: 'La plupart des chiffres sont des valeurs de démonstration.',
    seeIndicator: "Voir l'indicateur",
    notFound: 'Page introuvable',
    year: 'Année',
    language: 'Langue',
    signIn: 'Connexion',
  },
} as const;

/** The keys of the indicators the home cards open, in card order (spec §2). */
export const HOME_CARD_KEYS = [
  'ind_overall_portrait',
  'ind_highlights_economy',
  'ind_highlights_environnement',
  'ind_highlights_social',
] as const;

export const HOME_CTA_PATH = '/indicators/presentation_globale/introduction/multi_global_presentation';

export interface IndicatorListItem {
  key: string;
  path: string;
  name: Record<Locale, string>;
  section_name?: Record<Locale, string> | null;
  subsection_name?: Record<Locale, string> | null;
}

/** The public indicator list, as the page loads it. */
export async function fetchIndicators(request: APIRequestContext): Promise<IndicatorListItem[]> {
  const response = await request.get('/api/services/indicators');
  expect(response.status()).toBe(200);
  return (await response.json()) as IndicatorListItem[];
}

/** The indicator with this key from the list (fails the test when it is missing). */
export function indicatorByKey(indicators: readonly IndicatorListItem[], key: string): IndicatorListItem {
  const indicator = indicators.find((item) => item.key === key);
  if (!indicator) throw new Error(`indicator ${key} is not in /api/services/indicators`);
  return indicator;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The public site's frame (header, main, footer) and its locale switch. */
export class PublicSite {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {}

  get texts() {
    return TEXTS[this.locale];
  }

  /** Goes to a path and makes sure the page is shown in this object's locale. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.useLocale(this.locale);
  }

  /** Clicks EN or FR in the header when that language is not already the current one. */
  async useLocale(locale: Locale): Promise<void> {
    const button = this.localeButton(locale);
    await expect(button).toBeVisible();
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
  }

  /** The EN or FR button; its name is the code it shows, then the language ("FR Français"). */
  localeButton(locale: Locale): Locator {
    return localeButton(this.header(), locale);
  }

  header = () => this.page.getByRole('banner');
  main = () => this.page.getByRole('main');
  footer = () => this.page.getByRole('contentinfo');
  heading = () => this.main().getByRole('heading', { level: 1 });

  /** The header's link home; it holds the association logo on indicator pages. */
  homeLink = () => this.header().getByRole('link', { name: this.texts.associationName, exact: true });
  headerLogo = () => this.homeLink().getByRole('img', { name: this.texts.associationName, exact: true });
  /** The summary PDF link; its name ends with a hidden "(PDF)" hint. */
  reportLink = () => this.header().getByRole('link', { name: new RegExp(`^${escapeRegExp(this.texts.reportSummary)}\\b`) });
  corporateLink = () => this.header().getByRole('link', { name: this.texts.corporateSite, exact: true });

  /** The year dropdown of the yearly pages (private audience only). */
  yearSelect = () => this.main().getByRole('combobox', { name: this.texts.year, exact: true });

  /** Every combobox in main: a visitor must have none. */
  anyYearSelect = () => this.main().locator('select');

  async chooseYear(year: number): Promise<void> {
    await this.yearSelect().selectOption(String(year));
    await expect(this.yearSelect()).toHaveValue(String(year));
  }

  /** The horizontal overflow of the document: 0 when nothing sticks out at the side. */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}

/**
 * How long the layout checks measure again before they fail: boxes can still move after they show (web fonts,
 * images, the header height the presenter follows), so a single reading may catch a transient layout.
 */
export const LAYOUT_SETTLE_MS = 5_000;

/** Asserts that a box lies within the viewport's width (it may be further down the page). */
export async function expectWithinViewportWidth(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, 'element has a layout box').not.toBeNull();
    expect(box!.x, 'left edge inside the viewport').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'right edge inside the viewport').toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.height).toBeGreaterThan(0);
  }).toPass({ timeout: LAYOUT_SETTLE_MS });
}

/** Asserts that no two boxes overlap (cards, boxes, controls laid out side by side or stacked). */
export async function expectNoOverlap(locators: readonly Locator[]): Promise<void> {
  await expect(async () => {
    const boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
    boxes.forEach((a, i) =>
      boxes.forEach((b, j) => {
        if (j <= i || !a || !b) return;
        const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        expect(overlapX > 0.5 && overlapY > 0.5, `boxes ${i} and ${j} overlap`).toBe(false);
      }),
    );
  }).toPass({ timeout: LAYOUT_SETTLE_MS });
}
