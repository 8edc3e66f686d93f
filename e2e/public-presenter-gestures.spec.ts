import { expect, test } from '@playwright/test';
import { endTransition, openPresenter, SLIDE_TRANSITION_MS } from './pages/public-presenter.page';
import { BREAKPOINTS, LOCALES, PATHS } from './pages/public-site.page';
import { test as readerTest } from './pages/public-reader';

const ECONOMY_SLIDES = {
  en: ['Annual production', 'Exports', 'Operating expenditures in Quebec'],
  fr: ['Production annuelle', 'Exportations', 'Dépenses d’exploitation au Québec'],
} as const;

/** The social slides of 2021 and 2017 (2021 has no training slide). */
const SOCIAL_SLIDES = {
  en: {
    2021: ['Employees', 'Community donations', 'Payroll'],
    2017: ['Employees', 'Training', 'Community donations', 'Payroll'],
  },
  fr: {
    2021: ['Employés', 'Dons à la communauté', 'Masse salariale'],
    2017: ['Employés', 'Formation', 'Dons à la communauté', 'Masse salariale'],
  },
} as const;

/** A pause between wheel events that ends a gesture (WHEEL_GESTURE_GAP_MS is 200 ms). */
const GESTURE_PAUSE_MS = 250;

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`a long wheel gesture on the economy page (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`a trackpad's momentum, longer than a transition, moves one slide (${locale})`, async ({ page }) => {
        const labels = ECONOMY_SLIDES[locale];
        const { presenter } = await openPresenter(page, PATHS.economy, locale);
        const scrollBefore = await page.evaluate(() => window.scrollY);

        // A stream of events 30 ms apart for 1.5 × the transition, as a trackpad's momentum sends them.
        for (let elapsed = 0; elapsed < SLIDE_TRANSITION_MS * 1.5; elapsed += 30) {
          await presenter.wheel(1);
          await page.clock.runFor(30);
        }
        await presenter.expectCurrent(2, labels);
        expect(await page.evaluate(() => window.scrollY), 'the gesture never scrolls the page').toBe(scrollBefore);

        // After a pause, the next gesture moves again.
        await page.clock.runFor(GESTURE_PAUSE_MS);
        await presenter.wheel(1);
        await presenter.expectCurrent(3, labels);
        await endTransition(page, presenter);
        await page.clock.runFor(GESTURE_PAUSE_MS);
        await presenter.wheel(-1);
        await presenter.expectCurrent(2, labels);
      });
    }
  });
}

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  readerTest.describe(`changing the year on the social page (${breakpoint})`, () => {
    readerTest.use({ viewport });

    for (const locale of LOCALES) {
      readerTest(`the reader stays on the same topic when the new year has it (${locale})`, async ({ page, signInAsReader }) => {
        await signInAsReader();
        const slides = SOCIAL_SLIDES[locale];
        const { site, presenter } = await openPresenter(page, PATHS.social, locale);
        await presenter.dots().nth(1).click();
        await presenter.expectCurrent(2, slides[2021]);
        await endTransition(page, presenter);

        // Community donations is the 2nd slide in 2021 and the 3rd in 2017.
        await site.chooseYear(2017);
        await presenter.expectCurrent(3, slides[2017]);
        await site.chooseYear(2021);
        await presenter.expectCurrent(2, slides[2021]);

        // Training exists only in 2017: going back to 2021 from it leaves the reader on a slide of 2021.
        await site.chooseYear(2017);
        await presenter.dots().nth(1).click();
        await presenter.expectCurrent(2, slides[2017]);
        await endTransition(page, presenter);
        await site.chooseYear(2021);
        await expect(presenter.currentSlide()).toHaveCount(1);
        await expect(presenter.currentDot()).toHaveCount(1);
      });
    }
  });
}
