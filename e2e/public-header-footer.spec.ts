import { expect, test } from '@playwright/test';
import {
  BREAKPOINTS,
  expectWithinViewportWidth,
  fetchIndicators,
  indicatorByKey,
  LOCALES,
  PATHS,
  PublicSite,
  TEXTS,
  type Locale,
} from './pages/public-site.page';
import { pdfText } from './pages/pdf-text';

/** The footer's top margin (spec §2): 0 on the home page, 48 px elsewhere. */
async function footerMarginTop(site: PublicSite): Promise<string> {
  return site.footer().evaluate((footer) => getComputedStyle(footer).marginTop);
}

async function expectFooter(site: PublicSite): Promise<void> {
  const footer = site.footer();
  await expect(footer).toBeVisible();
  const images = footer.getByRole('img');
  await expect(images).toHaveCount(4);
  for (const [index, alt] of [site.texts.associationName, ...site.texts.members].entries()) {
    await expect(images.nth(index)).toHaveAttribute('alt', alt);
  }
  const association = footer.getByRole('link', { name: site.texts.associationName, exact: true });
  await expect(association).toHaveAttribute('href', site.texts.corporateSiteUrl);
  await expect(footer.getByRole('heading', { name: site.texts.ourMembers, exact: true })).toBeVisible();
  await expect(footer.getByText(site.texts.copyright, { exact: true })).toBeVisible();
  await expect(footer.getByText(site.texts.copyrightReport, { exact: true })).toBeVisible();
  await expect(footer.getByText(site.texts.notice, { exact: true })).toBeVisible();
  for (const index of [0, 1, 2, 3]) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectWithinViewportWidth(site.page, image);
  }
}

async function expectHeaderLinks(site: PublicSite, { report }: { report: boolean }): Promise<void> {
  const corporate = site.corporateLink();
  await expect(corporate).toBeVisible();
  await expect(corporate).toHaveAttribute('href', site.texts.corporateSiteUrl);
  await expectWithinViewportWidth(site.page, corporate);
  if (report) {
    const link = site.reportLink();
    await expect(link).toBeVisible();
    // The visible label is the spec's; a visually hidden "(PDF)" follows it for screen readers.
    await expect(link.getByText(site.texts.reportSummary, { exact: true })).toBeVisible();
    await expect(link).toHaveAttribute('href', site.texts.reportFile);
    await expectWithinViewportWidth(site.page, link);
  } else {
    await expect(site.header().getByRole('link', { name: new RegExp(TEXTS[site.locale].reportSummary) })).toHaveCount(0);
    await expect(site.header().locator('a[href$=".pdf"]')).toHaveCount(0);
  }
  for (const locale of LOCALES) await expectWithinViewportWidth(site.page, site.localeButton(locale));
}

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`header and footer (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`the home page: no header logo, the report and corporate links, the footer flush (${locale})`, async ({ page }) => {
        const site = new PublicSite(page, locale);
        await site.open(PATHS.home);
        await expect(site.homeLink()).toBeVisible();
        await expect(site.header().getByRole('img')).toHaveCount(0);
        await expectHeaderLinks(site, { report: true });
        await expectFooter(site);
        await expect.poll(() => footerMarginTop(site)).toBe('0px');
        await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);
      });

      test(`an indicator page: the association logo, the report link, the footer 48 px down (${locale})`, async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const site = new PublicSite(page, locale);
        for (const path of [indicatorByKey(indicators, 'production_aluminium_multi').path, PATHS.globalPresentation]) {
          await site.open(path);
          await expect(site.headerLogo()).toBeVisible();
          await expect(site.headerLogo()).toHaveAttribute('src', /\/client-assets\/demo\/logo-association\.svg$/);
          await expect.poll(() => site.headerLogo().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          await expect(site.homeLink()).toHaveAttribute('href', '/');
          await expectHeaderLinks(site, { report: true });
          await expectFooter(site);
          await expect.poll(() => footerMarginTop(site)).toBe('48px');
          await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);
        }
      });

      test(`the profile pages: the report link on password recovery, not on sign-in (${locale})`, async ({ page }) => {
        const site = new PublicSite(page, locale);
        await site.open(PATHS.passwordRecover);
        await expect(site.headerLogo()).toHaveCount(0);
        await expectHeaderLinks(site, { report: true });

        await site.open(PATHS.signIn);
        await expect(site.main().getByRole('heading', { level: 1, name: site.texts.signIn })).toBeVisible();
        await expectHeaderLinks(site, { report: false });
        await expect(site.headerLogo()).toHaveCount(0);
        await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);
      });
    }
  });
}

/**
 * What a reader of each summary PDF must find (spec §9's figures): the title, the six key figures and the
 * smelters and production of each year, in the file's language.
 */
const PDF_CONTENTS: Record<Locale, { title: string; figures: string[]; years: string[] }> = {
  en: {
    title: '2024 Sustainability Report Summary',
    figures: [
      '3 aluminium producers',
      '9 smelters in Quebec (10 in 2017)',
      '3.1 million tonnes of primary aluminium produced in 2021',
      '96% of the electricity used comes from hydropower',
      'over 95% reduction in PAH emissions',
      'about 2 t of CO 2 equivalent per tonne of aluminium',
    ],
    years: ['2017 10 3.2', '2018 9 2.9', '2019 9 2.9', '2020 9 3.1', '2021 9 3.1'],
  },
  fr: {
    title: 'Rapport DD 2024 Sommaire',
    figures: [
      '3 producteurs d’aluminium',
      '9 alumineries au Québec (10 en 2017)',
      '3,1 millions de tonnes d’aluminium produites (2021)',
      '96 % de l’électricité utilisée provient de l’hydroélectricité',
      'plus de 95 % de réduction des émissions de HAP',
      'environ 2 t d’équivalent CO 2 par tonne d’aluminium',
    ],
    years: ['2017 10 3,2', '2018 9 2,9', '2019 9 2,9', '2020 9 3,1', '2021 9 3,1'],
  },
};

test.describe('the summary PDF', () => {
  for (const locale of ['en', 'fr'] as Locale[]) {
    test(`the ${locale} link downloads the ${locale} PDF file, with the report's key figures`, async ({ page, request }) => {
      const site = new PublicSite(page, locale);
      await site.open(PATHS.home);
      await expect(site.reportLink()).toHaveAttribute('href', TEXTS[locale].reportFile);
      const href = await site.reportLink().getAttribute('href');
      await expect(site.reportLink()).toHaveAttribute('download', '');

      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
      const body = await response.body();
      expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');

      const text = await pdfText(body);
      const { title, figures, years } = PDF_CONTENTS[locale];
      for (const expected of [title, ...figures, ...years]) expect(text).toContain(expected);
    });
  }
});
