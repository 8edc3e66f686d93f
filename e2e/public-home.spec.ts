import { expect, test } from '@playwright/test';
import {
  BREAKPOINTS,
  expectNoOverlap,
  expectWithinViewportWidth,
  fetchIndicators,
  HOME_CARD_KEYS,
  HOME_CTA_PATH,
  indicatorByKey,
  LOCALES,
  PATHS,
  PublicSite,
} from './pages/public-site.page';

/** The heading each card's page shows: the indicator's name, or the environment page's own title. */
const CARD_HEADINGS = {
  en: ['Overall portrait', 'Economy highlights', 'Environmental performance in 2021', 'Social highlights'],
  fr: ['Portrait global', 'Faits saillants : économie', 'Performance environnementale en 2021', 'Faits saillants : social'],
} as const;

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`home page (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`a visitor sees the banner and four cards linking to their indicators (${locale})`, async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const site = new PublicSite(page, locale);
        await site.open(PATHS.home);

        const banner = site.main().getByRole('region', { name: site.texts.homeTitle, exact: true });
        await expect(banner.getByRole('img', { name: site.texts.associationName, exact: true })).toBeVisible();
        await expect(banner.getByRole('heading', { level: 1 })).toHaveText(site.texts.homeTitle);
        await expect(banner.getByText(site.texts.homeSubtitle, { exact: true })).toBeVisible();
        await expect(banner.getByRole('link')).toHaveAttribute('href', HOME_CTA_PATH);

        const cards = site.main().getByRole('navigation', { name: site.texts.homeSections, exact: true }).getByRole('link');
        await expect(cards).toHaveCount(4);
        for (const [index, key] of HOME_CARD_KEYS.entries()) {
          const card = cards.nth(index);
          await expect(card).toBeVisible();
          await expect(card).toHaveAccessibleName(new RegExp(`^${site.texts.cards[index]} `));
          await expect(card).toHaveAttribute('href', indicatorByKey(indicators, key).path);
          await expectWithinViewportWidth(page, card);
        }
        await expectNoOverlap([0, 1, 2, 3].map((index) => cards.nth(index)));
        await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);
      });

      test(`each card and the call to action open their page (${locale})`, async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const site = new PublicSite(page, locale);
        await site.open(PATHS.home);
        const cards = site.main().getByRole('navigation', { name: site.texts.homeSections, exact: true }).getByRole('link');

        for (const [index, key] of HOME_CARD_KEYS.entries()) {
          await cards.nth(index).click();
          await expect(page).toHaveURL(indicatorByKey(indicators, key).path);
          await expect(site.heading()).toHaveText(CARD_HEADINGS[locale][index]!);
          await site.homeLink().click();
          await expect(page).toHaveURL(PATHS.home);
        }

        await site.main().getByRole('region', { name: site.texts.homeTitle, exact: true }).getByRole('link').click();
        await expect(page).toHaveURL(HOME_CTA_PATH);
        await expect(site.heading()).toHaveText(CARD_HEADINGS[locale][0]);
      });
    }
  });
}

// Hiding a card whose indicator is not listed: public-home-cards.spec.ts, on a server of its own whose database
// lacks one of the four indicators.
