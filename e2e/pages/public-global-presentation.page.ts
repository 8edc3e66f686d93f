import { expect, type Locator, type Page } from '@playwright/test';
import { PATHS, PublicSite, type Locale } from './public-site.page';

/** What identifies each key figure in its description, per locale. */
const DESCRIPTIONS = {
  en: {
    producers: 'aluminium producers',
    smelters: 'smelters',
    production: 'primary aluminium',
    hydro: 'hydropower',
    pah: 'PAH emissions reduced by',
    carbon: 'A carbon intensity of',
  },
  fr: {
    producers: 'producteurs d’aluminium',
    smelters: 'alumineries',
    production: 'aluminium de première fusion',
    hydro: 'hydroélectricité',
    pah: 'Des émissions de HAP réduites de',
    carbon: 'Une intensité carbone',
  },
} as const;

export type GlobalFigure = keyof (typeof DESCRIPTIONS)['en'];

/** The global presentation page: groups of key figures, each with icon, value and description. */
export class GlobalPresentationPage {
  readonly site: PublicSite;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.site = new PublicSite(page, locale);
  }

  async open(query = ''): Promise<void> {
    await this.site.open(`${PATHS.globalPresentation}${query}`);
    await expect(this.groups().first()).toBeVisible();
  }

  groups = () => this.site.main().locator('section');
  items = () => this.site.main().getByRole('listitem');
  /** The shown year, next to the title. */
  year = () => this.site.main().locator('header p');

  /** The key figure whose description names it. */
  item(figure: GlobalFigure): Locator {
    return this.items().filter({ hasText: DESCRIPTIONS[this.locale][figure] });
  }

  value = (figure: GlobalFigure) => this.item(figure).locator('.gp-item__value');
  highlighted = (figure: GlobalFigure) => this.item(figure).locator('strong');

  /** The exact text (no-break spaces kept) of a figure's value. */
  async valueText(figure: GlobalFigure): Promise<string | null> {
    await expect(this.item(figure)).toHaveCount(1);
    return this.value(figure).textContent();
  }
}
