import { expect, test, type Page } from '@playwright/test';
import { LOCALES, PATHS, PublicSite } from './pages/public-site.page';
import { SeparateServer } from './pages/separate-server';

/**
 * With ASSET_BASE_URL set, logos, photos, the summary PDFs and the favicon come from the asset host (a CDN in
 * production). Here the shared e2e server plays the CDN: it is another origin, so the browser's content security
 * policy has to allow it, and every asset must really load from it.
 */
test.describe('client assets from a CDN on another origin', () => {
  test.describe.configure({ mode: 'default' });
  let server: SeparateServer;
  let cdn: string;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    cdn = `${baseURL}/client-assets`;
    server = new SeparateServer({ ASSET_BASE_URL: cdn });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
  });

  /** Opens a page of the CDN-backed server and collects what the browser refused under its content policy. */
  async function openWatched(page: Page, locale: (typeof LOCALES)[number], path: string) {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const site = new PublicSite(page, locale);
    await site.open(`${server.baseURL}${path}`);
    return { site, refused };
  }

  /** Every image on the page has loaded, and each one that is a client asset came from the CDN. */
  async function expectImagesFromCdn(page: Page): Promise<string[]> {
    // Down to the footer, so that its lazily loaded logos load too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0)))
      .toBe(true);
    const sources = await page.evaluate(() => Array.from(document.images).map((image) => image.currentSrc));
    const assets = sources.filter((source) => source.includes('/client-assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const source of assets) expect(source.startsWith(`${cdn}/demo/`), source).toBe(true);
    return assets;
  }

  for (const locale of LOCALES) {
    test(`home: logos from the CDN, the summary PDF link to it, nothing refused (${locale})`, async ({ page, request }) => {
      const { site, refused } = await openWatched(page, locale, PATHS.home);
      const assets = await expectImagesFromCdn(page);
      expect(assets.some((source) => /\/member-/.test(source)), 'member logos').toBe(true);
      expect(assets.some((source) => /\/home-banner-/.test(source)), 'banner photo').toBe(true);

      // The link asks the app, which sends the browser to the CDN's file while no edition is published as the summary.
      const link = `/api/report_summary?locale=${locale}`;
      await expect(site.reportLink()).toHaveAttribute('href', link);
      const pdf = `${cdn}/demo/report-summary-2024-${locale}.pdf`;
      const redirect = await request.get(`${server.baseURL}${link}`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(302);
      expect(redirect.headers().location).toBe(pdf);
      const file = await request.get(pdf);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(refused).toEqual([]);
    });

    test(`environment highlights: the photographs come from the CDN (${locale})`, async ({ page }) => {
      const { site, refused } = await openWatched(page, locale, PATHS.environment);
      await expect(site.heading()).toBeVisible();
      const assets = await expectImagesFromCdn(page);
      for (const photo of ['ghg', 'energy', 'pah']) {
        expect(assets.some((source) => source.includes(`/env-${photo}-`)), photo).toBe(true);
      }
      await expect(site.headerLogo()).toHaveAttribute('src', `${cdn}/demo/logo-association.svg`);
      expect(refused).toEqual([]);
    });
  }

  test('the favicon address sends the browser to the CDN', async ({ request }) => {
    const response = await request.get(`${server.baseURL}/favicon.ico`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${cdn}/demo/favicon.svg`);
  });
});
