import { expect, test } from '@playwright/test';
import { openPresenter } from './pages/public-presenter.page';
import { BREAKPOINTS, fetchIndicators, indicatorByKey, LOCALES, PATHS, PublicSite } from './pages/public-site.page';

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  for (const locale of LOCALES) {
    test.describe(`indicator show route (${locale}, ${breakpoint})`, () => {
      test.use({ viewport });

      test(`'See indicator' on the production slide opens the standard page, headed by the indicator's name`, async ({
        page,
        request,
      }) => {
        const production = indicatorByKey(await fetchIndicators(request), 'production_aluminium_multi');
        const { site, presenter } = await openPresenter(page, PATHS.economy, locale);
        await presenter.currentSlide().getByRole('link', { name: site.texts.seeIndicator, exact: true }).click();
        await expect(page).toHaveURL(production.path);
        await expect(site.heading()).toHaveText(production.name[locale]);
        await expect(site.footer()).toBeVisible();
      });

      test('a section or subsection address redirects to the first indicator under it', async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const site = new PublicSite(page, locale);
        for (const address of ['/indicators/faits_saillants', '/indicators/faits_saillants/social', '/indicators/economie']) {
          const first = indicators.find((indicator) => indicator.path.startsWith(`${address}/`));
          expect(first, `an indicator under ${address}`).toBeDefined();
          await site.open(address);
          await expect(page).toHaveURL(first!.path);
          await expect(site.heading()).toBeVisible();
        }
        // The first indicator under /indicators/faits_saillants is the economy highlights.
        await site.open('/indicators/faits_saillants');
        await expect(page).toHaveURL(PATHS.economy);
        await expect(site.heading()).toHaveText(indicatorByKey(indicators, 'ind_highlights_economy').name[locale]);
      });

      test('an unknown address shows the not-found page', async ({ page }) => {
        const site = new PublicSite(page, locale);
        for (const address of [
          '/indicators/faits_saillants/economie/no_such_indicator',
          '/indicators/no_such_section',
          '/indicators/faits_saillants/economie/highlights_economy/extra',
        ]) {
          await site.open(address);
          await expect(site.heading()).toHaveText(site.texts.notFound);
          await expect(page).toHaveURL(address);
        }
      });
    });
  }
}
