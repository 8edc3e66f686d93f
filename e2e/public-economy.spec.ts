import { expect, test } from '@playwright/test';
import { endTransition, openPresenter } from './pages/public-presenter.page';
import { BREAKPOINTS, fetchIndicators, indicatorByKey, LOCALES, PATHS } from './pages/public-site.page';

const SLIDES = {
  en: ['Annual production', 'Exports', 'Operating expenditures in Quebec'],
  fr: ['Production annuelle', 'Exportations', 'Dépenses d’exploitation au Québec'],
} as const;

const PAGE_TITLE = { en: 'Economy highlights', fr: 'Faits saillants : économie' } as const;
/** Spec §9: 2021 annual production, million tonnes. */
const PRODUCTION_2021 = { en: '3.1', fr: '3,1' } as const;
/** The indicators the slides' links open, in slide order (spec §2). */
const LINK_KEYS = ['production_aluminium_multi', 'multi_exportations', 'depenses_exploitation_totales'] as const;

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`economy highlights (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`three slides in order, each with figure, text and link, and their chevrons (${locale})`, async ({ page, request }) => {
        const indicators = await fetchIndicators(request);
        const { site, presenter } = await openPresenter(page, PATHS.economy, locale);

        await expect(site.heading()).toHaveText(PAGE_TITLE[locale]);
        await expect(presenter.region()).toHaveAccessibleName(PAGE_TITLE[locale]);
        await expect.poll(() => presenter.slideLabels()).toEqual(SLIDES[locale]);

        for (const [index, label] of SLIDES[locale].entries()) {
          const slide = presenter.slides().nth(index);
          await expect(slide.getByRole('heading', { level: 2, includeHidden: true })).toHaveText(label);
          await expect(slide.locator('p strong')).toHaveCount(1);
          await expect(slide.locator('p')).toHaveCount(2);
          const link = slide.getByRole('link', { name: site.texts.seeIndicator, exact: true, includeHidden: true });
          await expect(link).toHaveAttribute('href', indicatorByKey(indicators, LINK_KEYS[index]!).path);
        }

        const figure = presenter.currentSlide().locator('p strong');
        await expect.poll(() => figure.textContent()).toBe(PRODUCTION_2021[locale]);
        await expect(presenter.currentSlide().getByText(/2021/)).toBeVisible();

        // First slide: only the way down; second: both; third: only the way up.
        await presenter.expectCurrent(1, SLIDES[locale]);
        await presenter.expectChevrons({ up: false, down: true });
        await presenter.nextButton().click();
        await presenter.expectCurrent(2, SLIDES[locale]);
        await presenter.expectChevrons({ up: true, down: true });
        await endTransition(page, presenter);
        await presenter.nextButton().click();
        await presenter.expectCurrent(3, SLIDES[locale]);
        await presenter.expectChevrons({ up: true, down: false });
        await expect(presenter.currentSlide().getByRole('link', { name: site.texts.seeIndicator })).toBeVisible();
      });
    }
  });
}
