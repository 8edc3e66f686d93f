import type { Page } from '@playwright/test';
import { GlobalPresentationPage } from './pages/public-global-presentation.page';
import { SlidePresenterPage } from './pages/public-presenter.page';
import { expect, test } from './pages/public-reader';
import { BREAKPOINTS, localesAt, PATHS, PublicSite, type Locale } from './pages/public-site.page';

/** Spec §4: the years each page offers. */
const YEARS = {
  globalPresentation: [2017, 2018, 2019, 2020, 2021],
  economy: [2017, 2018, 2020, 2021],
  environment: [2017, 2018, 2019, 2020, 2021],
  social: [2017, 2018, 2019, 2020, 2021],
} as const;

type YearlyPage = keyof typeof YEARS;

/**
 * How each page shows which year it presents. A year's content is recognised by what differs between
 * years: the smelters' year, the production slide's year, the environment title, the social slide list.
 */
const SHOWS_YEAR: Record<YearlyPage, (page: Page, locale: Locale, year: number) => Promise<void>> = {
  globalPresentation: async (page, locale, year) => {
    const presentation = new GlobalPresentationPage(page, locale);
    await expect(presentation.year()).toHaveText(String(year));
    await expect(presentation.item('smelters')).toContainText(String(year));
    await expect(presentation.value('smelters')).toHaveText(year === 2017 ? '10' : '9');
  },
  economy: async (page, locale, year) => {
    const presenter = new SlidePresenterPage(page, locale);
    const production = presenter.slides().first();
    await expect(production.locator('p').nth(1)).toContainText(locale === 'en' ? `produced in ${year}` : `produites en ${year}`);
    const figure = { 2017: '3.2', 2018: '2.9', 2020: '3.1', 2021: '3.1' }[year]!;
    await expect(production.locator('p strong')).toHaveText(locale === 'en' ? figure : figure.replace('.', ','));
  },
  environment: async (page, locale, year) => {
    await expect(new PublicSite(page, locale).heading()).toHaveText(
      locale === 'en' ? `Environmental performance in ${year}` : `Performance environnementale en ${year}`,
    );
  },
  social: async (page, locale, year) => {
    const presenter = new SlidePresenterPage(page, locale);
    const payroll = locale === 'en' ? 'Payroll' : 'Masse salariale';
    const training = locale === 'en' ? 'Training' : 'Formation';
    await expect.poll(() => presenter.slideLabels()).toContain(year === 2021 ? payroll : training);
    // Read again until both hold: 2017 has payroll too, so the poll above already passes on 2017's slides
    // while the page is still switching from 2017 to 2021.
    await expect
      .poll(async () => {
        const labels = await presenter.slideLabels();
        return { payroll: labels.includes(payroll), training: labels.includes(training) };
      }, { message: `payroll and training slides in ${year}` })
      .toEqual({ payroll: year === 2017 || year === 2021, training: year !== 2021 });
  },
};

/** Another year than 2021 that the page offers, and whose content can be told apart. */
const OTHER_YEAR: Record<YearlyPage, number> = { globalPresentation: 2017, economy: 2018, environment: 2019, social: 2017 };

/** Asserts the reader's dropdown: a native single-choice select, no empty choice, the page's years. */
async function expectYearDropdown(site: PublicSite, name: YearlyPage): Promise<void> {
  const select = site.yearSelect();
  await expect(select).toBeVisible();
  await expect(select).toHaveValue('2021');
  const facts = await select.evaluate((element: HTMLSelectElement) => ({
    tag: element.tagName,
    multiple: element.multiple,
    options: Array.from(element.options).map((option) => ({ value: option.value, text: option.text.trim() })),
  }));
  expect(facts.tag).toBe('SELECT');
  expect(facts.multiple, 'single choice').toBe(false);
  expect(facts.options.filter((option) => option.value === '' || option.text === ''), 'no empty choice').toEqual([]);
  expect(facts.options.map((option) => Number(option.value)).sort()).toEqual([...YEARS[name]]);
  expect(facts.options.map((option) => option.text)).toEqual(facts.options.map((option) => option.value));
}

// Every case at every breakpoint and in both languages, the language alternating (localesAt): half the full grid.
for (const [breakpointIndex, { name: breakpoint, viewport }] of BREAKPOINTS.entries()) {
  test.describe(`year selector and audience (${breakpoint})`, () => {
    test.use({ viewport });

    for (const [pageIndex, name] of (Object.keys(YEARS) as YearlyPage[]).entries()) {
      for (const locale of localesAt(pageIndex, breakpointIndex)) {
        test(`${name}: a visitor sees no year selector and always 2021, even with ?year=2018 (${locale})`, async ({ page }) => {
          const site = new PublicSite(page, locale);
          for (const query of ['', '?year=2018']) {
            await site.open(`${PATHS[name]}${query}`);
            await expect(site.heading()).toBeVisible();
            await SHOWS_YEAR[name](page, locale, 2021);
            await expect(site.main().getByRole('combobox')).toHaveCount(0);
            await expect(site.anyYearSelect()).toHaveCount(0);
            await expect(site.main().getByText(site.texts.year, { exact: true })).toHaveCount(0);
          }
        });

        test(`${name}: the private reader's year dropdown defaults to 2021 and switches the content (${locale})`, async ({
          page,
          signInAsReader,
        }) => {
          await signInAsReader();
          const site = new PublicSite(page, locale);
          await site.open(PATHS[name]);
          await expectYearDropdown(site, name);
          await SHOWS_YEAR[name](page, locale, 2021);

          const other = OTHER_YEAR[name];
          await site.chooseYear(other);
          await SHOWS_YEAR[name](page, locale, other);
          await site.chooseYear(2021);
          await SHOWS_YEAR[name](page, locale, 2021);
        });
      }
    }

    for (const locale of localesAt(0, breakpointIndex)) {
      test(`the reader signs in through the form, lands home, and finds the dropdown on the global presentation (${locale})`, async ({
        page,
        signInAsReader,
      }) => {
        await signInAsReader({ through: 'form' });
        const site = new PublicSite(page, locale);
        await site.useLocale(locale);
        await site.main().getByRole('navigation', { name: site.texts.homeSections }).getByRole('link').first().click();
        await expect(page).toHaveURL(PATHS.globalPresentation);
        await expectYearDropdown(site, 'globalPresentation');
        await site.chooseYear(2017);
        await SHOWS_YEAR.globalPresentation(page, locale, 2017);
      });
    }

    for (const locale of localesAt(1, breakpointIndex)) {
      test(`the reader's choice follows the address, and a year a page does not offer falls back to 2021 (${locale})`, async ({
        page,
        signInAsReader,
      }) => {
        await signInAsReader();
        const site = new PublicSite(page, locale);
        await site.open(`${PATHS.globalPresentation}?year=2018`);
        await expect(site.yearSelect()).toHaveValue('2018');
        await SHOWS_YEAR.globalPresentation(page, locale, 2018);

        // The economy highlights have no 2019 edition.
        await site.open(`${PATHS.economy}?year=2019`);
        await expect(site.yearSelect()).toHaveValue('2021');
        await SHOWS_YEAR.economy(page, locale, 2021);
        await expect(site.yearSelect().locator('option[value="2019"]')).toHaveCount(0);
      });
    }
  });
}
