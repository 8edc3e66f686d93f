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

      test('a section or subsection address stays and lists the indicators under it', async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const site = new PublicSite(page, locale);
        for (const address of ['/indicators/faits_saillants', '/indicators/faits_saillants/social', '/indicators/economie']) {
          const under = indicators.filter((indicator) => indicator.path.startsWith(`${address}/`));
          expect(under.length, `indicators under ${address}`).toBeGreaterThan(0);
          await site.open(address);
          await expect(page).toHaveURL(address);
          await expect(site.heading()).toBeVisible();
          for (const indicator of under) {
            await expect(site.main().getByRole('link', { name: indicator.name[locale], exact: true })).toHaveAttribute('href', indicator.path);
          }
        }
        // The economy highlights are listed under /indicators/faits_saillants, and open from there.
        await site.open('/indicators/faits_saillants');
        const economy = indicatorByKey(indicators, 'ind_highlights_economy');
        await site.main().getByRole('link', { name: economy.name[locale], exact: true }).click();
        await expect(page).toHaveURL(PATHS.economy);
        await expect(site.heading()).toHaveText(economy.name[locale]);
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
