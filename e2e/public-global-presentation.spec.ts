import { GlobalPresentationPage } from './pages/public-global-presentation.page';
import { expect, test } from './pages/public-reader';
import { BREAKPOINTS, LOCALES, NBSP, type Locale } from './pages/public-site.page';

/** Spec §9: static figures by year. */
const SMELTERS: Record<number, string> = { 2017: '10', 2018: '9', 2019: '9', 2020: '9', 2021: '9' };
const PRODUCTION: Record<number, number> = { 2017: 3.2, 2018: 2.9, 2019: 2.9, 2020: 3.1, 2021: 3.1 };
const decimal = (value: number, locale: Locale) => (locale === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1));

const GROUP_NAMES = {
  en: ['Economy', 'Environment', 'Community'],
  fr: ['Économie', 'Environnement', 'Communauté'],
} as const;
const TITLE = { en: 'Overall portrait', fr: 'Portrait global' } as const;
const HYDRO = { en: '96%', fr: `96${NBSP}%` } as const;
const PAH = { en: 'over 95%', fr: `plus de 95${NBSP}%` } as const;
const CARBON = {
  en: /^about 2 tonnes of CO\s*2 equivalent per tonne of aluminium$/,
  fr: /^environ 2 tonnes d’équivalent CO\s*2 par tonne d’aluminium$/,
} as const;

/** Asserts the spec's figures for the year shown. */
async function expectFiguresOf(presentation: GlobalPresentationPage, year: number): Promise<void> {
  const locale = presentation.locale;
  await expect(presentation.year()).toHaveText(String(year));
  await expect.poll(() => presentation.valueText('producers')).toBe('3');
  await expect.poll(() => presentation.valueText('smelters')).toBe(SMELTERS[year]);
  await expect(presentation.item('smelters')).toContainText(String(year));
  await expect.poll(() => presentation.valueText('production')).toBe(decimal(PRODUCTION[year]!, locale));
  await expect.poll(() => presentation.valueText('hydro')).toBe(HYDRO[locale]);
  await expect.poll(() => presentation.highlighted('pah').textContent()).toBe(PAH[locale]);
  await expect(presentation.highlighted('carbon')).toHaveText(CARBON[locale]);
}

test.describe('global presentation', () => {
  for (const { name: breakpoint, viewport } of BREAKPOINTS) {
    test.describe(`${breakpoint} (${viewport.width} px)`, () => {
      test.use({ viewport });

      for (const locale of LOCALES) {
        test(`grouped figures with icon, value and description, and 2021's figures (${locale})`, async ({ page }) => {
          const presentation = new GlobalPresentationPage(page, locale);
          await presentation.open();
          await expect(presentation.site.heading()).toHaveText(TITLE[locale]);

          // Four groups; the first has no name, the others a heading.
          const groups = presentation.groups();
          await expect(groups).toHaveCount(4);
          await expect(groups.first().getByRole('heading')).toHaveCount(0);
          await expect(groups.first()).toHaveAccessibleName(TITLE[locale]);
          for (const [index, name] of GROUP_NAMES[locale].entries()) {
            const group = groups.nth(index + 1);
            await expect(group.getByRole('heading', { level: 2 })).toHaveText(name);
            await expect(group).toHaveAccessibleName(name);
          }

          // Every figure has an icon and a description; most have a value too.
          const items = presentation.items();
          await expect.poll(() => items.count()).toBeGreaterThanOrEqual(6);
          const count = await items.count();
          for (let index = 0; index < count; index += 1) {
            const item = items.nth(index);
            await expect(item.locator('svg[aria-hidden="true"] use')).toHaveCount(1);
            await expect(item.locator('.gp-item__description')).not.toBeEmpty();
          }
          for (const figure of ['producers', 'smelters', 'production', 'hydro'] as const) {
            await expect(presentation.value(figure)).toBeVisible();
          }

          await expectFiguresOf(presentation, 2021);
          await expect.poll(() => presentation.site.horizontalOverflow(), 'no horizontal scroll').toBe(0);
        });

        test(`the reader sees each year's figures (${locale})`, async ({ page, signInAsReader }) => {
          await signInAsReader();
          const presentation = new GlobalPresentationPage(page, locale);
          await presentation.open();
          await expectFiguresOf(presentation, 2021);
          for (const year of [2017, 2018, 2019, 2020, 2021]) {
            await presentation.site.chooseYear(year);
            await expectFiguresOf(presentation, year);
          }
        });
      }
    });
  }
});
