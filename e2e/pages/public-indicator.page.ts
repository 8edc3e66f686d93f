import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import type { Client } from '@platform/shared/clients/client.schemas';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { messages } from './i18n';
import { escapeRegExp, PublicSite, type Locale } from './public-site.page';

/** The indicators the highlight pages link to with 'See indicator' (spec §2). */
export const HIGHLIGHTED_INDICATOR_KEYS = [
  'production_aluminium_multi',
  'multi_exportations',
  'depenses_exploitation_totales',
  'emissions_ges',
  'energie_consommation_totales',
  'hap',
  'autre_nombre_employes',
  'formation_heures',
  'donations_investissements_communautaires',
] as const;

/** An indicator as GET /api/services/indicators/:key answers it (the figures the page must show). */
export async function fetchIndicator(request: APIRequestContext, key: string, query = ''): Promise<Indicator> {
  const response = await request.get(`/api/services/indicators/${key}${query}`);
  expect(response.status(), `GET /api/services/indicators/${key}${query}`).toBe(200);
  return ((await response.json()) as { indicator: Indicator }).indicator;
}

/** The client as the page has it (its delimiters per language). */
export async function fetchClient(request: APIRequestContext): Promise<Client> {
  const response = await request.get('/api/services/clients');
  expect(response.status()).toBe(200);
  return (await response.json()) as Client;
}

/**
 * The fraction digits the page writes an indicator's figures with, the same for all: none for counts and
 * figures in the thousands, one from a hundred, two from one, three below.
 */
export function fractionDigitsOf(indicator: Indicator): number {
  const values = indicator.data.rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  if (values.every(Number.isInteger)) return 0;
  const largest = Math.max(...values.map(Math.abs));
  return largest >= 1000 ? 0 : largest >= 100 ? 1 : largest >= 1 ? 2 : 3;
}

/** A figure as the page writes it: that many fraction digits, kept, and the client's delimiters for the language. */
export function expectedFigure(value: number, digits: number, client: Client, locale: Locale): string {
  const { decimal, thousands } = adminDelimitersOf(client.settings, locale);
  const [integer = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const sign = value < 0 && Number(`${integer}.${fraction ?? 0}`) !== 0 ? '-' : '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)}${fraction ? decimal + fraction : ''}`;
}

/** The name the table gives a row's series: its breakdown node's, or the total's. */
export function seriesName(indicator: Indicator, row: Indicator['data']['rows'][number], locale: Locale): string {
  const keys = Object.values(row.tags ?? {});
  if (keys.length === 0) return messages(locale)('indicatorPage.table.total');
  return keys.map((key) => indicator.data.tags.find((tag) => tag.key === key)?.name[locale] ?? key).join(' · ');
}

export interface ShownTable {
  columns: string[];
  rows: { period: string; cells: { value: string | null; revised: boolean; text: string }[] }[];
}

/** A standard indicator page: breadcrumbs, name, unit, filters, chart, downloads, table and texts. */
export class PublicIndicatorPage {
  readonly site: PublicSite;
  readonly t: ReturnType<typeof messages>;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.site = new PublicSite(page, locale);
    this.t = messages(locale);
  }

  async open(path: string): Promise<void> {
    await this.site.open(path);
  }

  heading = () => this.site.heading();
  breadcrumbs = () => this.site.main().getByRole('navigation', { name: this.t('indicatorPage.breadcrumbs'), exact: true });
  unit = () => this.site.main().getByText(this.pattern('indicatorPage.unit'));
  table = () => this.site.main().getByRole('table');
  tableBox = () => this.site.main().locator('.indicator-table__scroll');
  chart = (name: string) => this.site.main().getByRole('img', { name: this.t('indicatorPage.chart.label', { name }), exact: true });
  chartSvg = (name: string) => this.chart(name).locator('svg');
  downloads = () => this.site.main().getByRole('navigation', { name: this.t('indicatorPage.downloads'), exact: true });
  csvLink = () => this.downloads().getByRole('link', { name: this.t('indicatorPage.downloads.csv'), exact: true });
  pngButton = () => this.downloads().getByRole('button', { name: this.t('indicatorPage.downloads.png'), exact: true });
  svgButton = () => this.downloads().getByRole('button', { name: this.t('indicatorPage.downloads.svg'), exact: true });
  yearChoices = () => this.site.main().getByRole('group', { name: this.t('indicatorPage.filters.years'), exact: true });
  breakdownChoices = () => this.site.main().getByRole('group', { name: this.t('indicatorPage.filters.breakdown'), exact: true });
  revisedLegend = () => this.site.main().getByText(this.pattern('indicatorPage.revised.legend'));
  emptyNotice = () => this.site.main().getByText(this.t('indicatorPage.empty'), { exact: true });

  /** A message of the page as a pattern, its `{…}` arguments matching any text. */
  pattern(key: MessageKey): RegExp {
    return new RegExp(`^\\*?\\s*${escapeRegExp(this.t(key)).replace(/\\\{\w+\\\}/g, '.+')}$`);
  }

  /** Waits for the figures, then reads the table: its column headers and each row's period and cells. */
  async readTable(): Promise<ShownTable> {
    await expect(this.table()).toBeVisible();
    return this.table().evaluate((table: HTMLTableElement) => ({
      columns: Array.from(table.tHead?.rows[0]?.cells ?? []).map((cell) => cell.textContent ?? ''),
      rows: Array.from(table.tBodies[0]?.rows ?? []).map((row) => ({
        period: row.cells[0]?.textContent ?? '',
        cells: Array.from(row.cells)
          .slice(1)
          .map((cell) => ({
            value: cell.querySelector('.indicator-table__value')?.textContent ?? null,
            revised: cell.querySelector('.indicator-revised-mark') !== null,
            text: cell.textContent ?? '',
          })),
      })),
    }));
  }

  /**
   * Asserts the table shows exactly the server's figures: every row at its period and series, written for the
   * locale (with the digits of the indicator's full figures, `full`, when `indicator` is a narrowed answer).
   */
  async expectFigures(indicator: Indicator, client: Client, full: Indicator = indicator): Promise<void> {
    // The table may still show the previous answer just after a filter changes: read it until it settles.
    await expect(async () => this.expectFiguresNow(indicator, client, full)).toPass({ timeout: 10_000 });
  }

  private async expectFiguresNow(indicator: Indicator, client: Client, full: Indicator): Promise<void> {
    const digits = fractionDigitsOf(full);
    const shown = await this.readTable();
    const filled = shown.rows.flatMap((row) => row.cells).filter((cell) => cell.value !== null);
    const withValue = indicator.data.rows.filter((row) => row.value !== null);
    expect(withValue.length, 'the server has figures for this indicator').toBeGreaterThan(0);
    expect(filled, 'one shown value per figure').toHaveLength(withValue.length);
    expect(shown.rows.map((row) => row.period)).toEqual(indicator.data.columns);
    for (const row of indicator.data.rows) {
      const column = shown.columns.indexOf(seriesName(indicator, row, this.locale));
      expect(column, `a column for ${seriesName(indicator, row, this.locale)}`).toBeGreaterThan(0);
      const cell = shown.rows.find((line) => line.period === row.period)?.cells[column - 1];
      expect(cell, `a cell for ${row.period}`).toBeDefined();
      if (row.value === null) {
        expect(cell!.value).toBeNull();
        continue;
      }
      expect(cell!.value, `${row.period}, ${shown.columns[column]}`).toBe(expectedFigure(row.value, digits, client, this.locale));
      const revised = indicator.published_at !== null && Date.parse(row.revised_at) > Date.parse(indicator.published_at);
      expect(cell!.revised, `${row.period}, ${shown.columns[column]} marked revised`).toBe(revised);
    }
  }

  /** Clicks a download control and gives the file the browser saved. */
  async download(control: Locator): Promise<{ download: Download; body: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), control.click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return { download, body: await readFile(path) };
  }
}

/** The indicator links a section or subsection page shows, in order: name and address. */
export async function listedIndicators(site: PublicSite): Promise<{ name: string; href: string }[]> {
  return site
    .main()
    .locator('ul > li > a')
    .evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })));
}
