import { expect, test } from '@playwright/test';
import {
  endTransition,
  expectInside,
  MAX_VISIBLE_DOTS,
  openPresenter,
  SLIDE_TRANSITION_MS,
  SWIPE_THRESHOLD_PX,
} from './pages/public-presenter.page';
import { BREAKPOINTS, expectNoOverlap, expectWithinViewportWidth, LOCALES, localesAt, PATHS } from './pages/public-site.page';

/** The two presenter pages as a visitor sees them (2021). */
const PAGES = [
  {
    name: 'economy',
    path: PATHS.economy,
    slides: {
      en: ['Annual production', 'Exports', 'Operating expenditures in Quebec'],
      fr: ['Production annuelle', 'Exportations', 'Dépenses d’exploitation au Québec'],
    },
  },
  {
    name: 'social',
    path: PATHS.social,
    slides: {
      en: ['Employees', 'Community donations', 'Payroll'],
      fr: ['Employés', 'Dons à la communauté', 'Masse salariale'],
    },
  },
] as const;

for (const [pageIndex, presenterPage] of PAGES.entries()) {
  for (const { name: breakpoint, viewport } of BREAKPOINTS) {
    test.describe(`slide presenter on the ${presenterPage.name} page (${breakpoint})`, () => {
      test.use({ viewport });

      for (const locale of LOCALES) {
        const labels = presenterPage.slides[locale];

        test(`chevrons and dots are laid out inside the presenter and move it (${locale})`, async ({ page }) => {
          const { site, presenter } = await openPresenter(page, presenterPage.path, locale);
          const region = presenter.region();
          await presenter.expectCurrent(1, labels);

          // Dots: one per slide here (never more than five), the current one marked.
          await expect(presenter.dots()).toHaveCount(Math.min(labels.length, MAX_VISIBLE_DOTS));
          for (const [index, label] of labels.entries()) {
            await expect(presenter.dots().nth(index)).toHaveAccessibleName(presenter.texts.goTo(index + 1, label));
          }
          for (const control of [presenter.nextButton(), presenter.dotGroup()]) {
            await expect(control).toBeVisible();
            await expectInside(region, control);
            await expectWithinViewportWidth(page, control);
          }
          await expectNoOverlap([presenter.nextButton(), presenter.dotGroup()]);
          await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);

          await presenter.dots().nth(labels.length - 1).click();
          await presenter.expectCurrent(labels.length, labels);
          await presenter.expectAnnounced(labels.length, labels);
          await presenter.expectChevrons({ up: true, down: false });
          await expectInside(region, presenter.previousButton());
          await expectNoOverlap([presenter.previousButton(), presenter.dotGroup()]);
          await endTransition(page, presenter);

          await presenter.previousButton().click();
          await presenter.expectCurrent(labels.length - 1, labels);
          await presenter.expectChevrons({ up: true, down: true });
          await expectNoOverlap([presenter.previousButton(), presenter.nextButton(), presenter.dotGroup()]);
          await endTransition(page, presenter);

          await presenter.dots().nth(0).click();
          await presenter.expectCurrent(1, labels);
          await presenter.expectChevrons({ up: false, down: true });
          await endTransition(page, presenter);
          await presenter.nextButton().click();
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);
        });
      }

      // The public header wraps onto more rows below 1200 px: the presenter must still fit below it.
      test('the presenter and its controls fit on the first screen, below the page title', async ({ page }) => {
        const { presenter } = await openPresenter(page, presenterPage.path, 'en');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const viewportHeight = page.viewportSize()!.height;
        for (const [name, control] of [
          ['next chevron', presenter.nextButton()],
          ['navigation dots', presenter.dotGroup()],
          ['presenter', presenter.region()],
        ] as const) {
          // The presenter's height follows the header's, measured by a ResizeObserver: read it until the layout settles.
          const bottom = async () => {
            const box = await control.boundingBox();
            return box && box.y + box.height;
          };
          await expect.poll(bottom, `${name} has a box`).not.toBeNull();
          await expect
            .poll(bottom, `bottom of the ${name} (viewport height ${viewportHeight})`)
            .toBeLessThanOrEqual(viewportHeight + 1);
        }
      });
    });
  }

  // Inputs (keys, wheel, touch) at every breakpoint and in both languages, the language alternating (localesAt):
  // the layout above keeps the full grid.
  for (const [breakpointIndex, { name: breakpoint, viewport }] of BREAKPOINTS.entries()) {
    test.describe(`slide presenter inputs on the ${presenterPage.name} page (${breakpoint})`, () => {
      test.use({ viewport });

      for (const locale of localesAt(pageIndex, breakpointIndex)) {
        const labels = presenterPage.slides[locale];
        const last = labels.length;

        test(`the page footer is hidden while the presenter shows and back on the home page (${locale})`, async ({ page }) => {
          const { site, presenter } = await openPresenter(page, presenterPage.path, locale);
          await expect(presenter.region()).toBeVisible();
          await expect(site.footer()).toHaveCount(0);

          await site.homeLink().click();
          await expect(page).toHaveURL(PATHS.home);
          await expect(site.footer()).toBeVisible();
          await expect(site.footer().getByText(site.texts.copyright, { exact: true })).toBeVisible();
          await expect.poll(() => site.footer().evaluate((footer) => getComputedStyle(footer).marginTop)).toBe('0px');
        });

        test(`arrow keys move one slide each, never past either end (${locale})`, async ({ page }) => {
          const { presenter } = await openPresenter(page, presenterPage.path, locale);
          await expect(presenter.status()).toHaveText('');

          await page.keyboard.press('ArrowDown');
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);
          await endTransition(page, presenter);
          await page.keyboard.press('ArrowRight');
          await presenter.expectCurrent(3, labels);
          await presenter.expectAnnounced(3, labels);
          await endTransition(page, presenter);
          for (const key of ['ArrowDown', 'ArrowRight']) {
            await page.keyboard.press(key);
            await endTransition(page, presenter);
            await presenter.expectCurrent(last, labels);
          }

          await page.keyboard.press('ArrowUp');
          await presenter.expectCurrent(last - 1, labels);
          await presenter.expectAnnounced(last - 1, labels);
          await endTransition(page, presenter);
          await page.keyboard.press('ArrowLeft');
          await presenter.expectCurrent(last - 2, labels);
          await endTransition(page, presenter);
          for (const key of ['ArrowUp', 'ArrowLeft']) {
            await page.keyboard.press(key);
            await endTransition(page, presenter);
            await presenter.expectCurrent(1, labels);
          }
        });

        test(`the mouse wheel moves one slide per gesture by its direction (${locale})`, async ({ page }) => {
          const { presenter } = await openPresenter(page, presenterPage.path, locale);
          const scrollBefore = await page.evaluate(() => window.scrollY);

          await presenter.wheel(1);
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);
          await endTransition(page, presenter);
          await presenter.wheel(1);
          await presenter.expectCurrent(3, labels);
          await endTransition(page, presenter);
          await presenter.wheel(1);
          await endTransition(page, presenter);
          await presenter.expectCurrent(last, labels);
          await presenter.wheel(-1);
          await presenter.expectCurrent(last - 1, labels);
          await presenter.expectAnnounced(last - 1, labels);
          expect(await page.evaluate(() => window.scrollY), 'the wheel moves slides, not the page').toBe(scrollBefore);
        });

        test(`moves are locked for 600 ms: a quick second input is ignored (${locale})`, async ({ page }) => {
          const { presenter } = await openPresenter(page, presenterPage.path, locale);

          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('ArrowDown');
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);

          // Other inputs are refused too while the transition runs.
          await presenter.wheel(1);
          await presenter.nextButton().click();
          await page.clock.runFor(SLIDE_TRANSITION_MS - 1);
          await page.keyboard.press('ArrowDown');
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);

          // Once 600 ms have passed, the next input moves again.
          await page.clock.runFor(1);
          await expect.poll(() => presenter.working()).toBeNull();
          await page.keyboard.press('ArrowDown');
          await presenter.expectCurrent(3, labels);
          await presenter.expectAnnounced(3, labels);
          await presenter.wheel(-1);
          await presenter.expectCurrent(3, labels);
          await endTransition(page, presenter);
          await presenter.wheel(-1);
          await presenter.expectCurrent(2, labels);
        });

        test(`with reduced motion, moves still work and show the new slide at once (${locale})`, async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const { presenter } = await openPresenter(page, presenterPage.path, locale);

          for (const [move, expected] of [
            [() => page.keyboard.press('ArrowDown'), 2],
            [() => presenter.wheel(1), 3],
            [() => presenter.previousButton().click(), 2],
            [() => presenter.dots().nth(0).click(), 1],
          ] as const) {
            await move();
            await presenter.expectCurrent(expected, labels);
            await presenter.expectAnnounced(expected, labels);
            // The track is not animated: the current slide sits at the top of the presenter.
            await expect
              .poll(async () => {
                const [region, slide] = await Promise.all([presenter.region().boundingBox(), presenter.currentSlide().boundingBox()]);
                return Math.round(Math.abs((slide?.y ?? Infinity) - (region?.y ?? 0)));
              })
              .toBeLessThanOrEqual(1);
            await endTransition(page, presenter);
          }
        });
      }
    });

    // A touch screen can be a phone, a tablet or a laptop.
    test.describe(`slide presenter touch swipes on the ${presenterPage.name} page (${breakpoint})`, () => {
      test.use({ viewport, hasTouch: true });

      for (const locale of localesAt(pageIndex, breakpointIndex)) {
        const labels = presenterPage.slides[locale];

        test(`a swipe over 15 px moves one slide, a shorter one does not (${locale})`, async ({ page }) => {
          const { presenter } = await openPresenter(page, presenterPage.path, locale);
          const cdp = await page.context().newCDPSession(page);

          await presenter.swipe(cdp, 0, -10);
          await endTransition(page, presenter);
          await presenter.expectCurrent(1, labels);
          await expect(presenter.status()).toHaveText('');
          await presenter.swipe(cdp, 0, -SWIPE_THRESHOLD_PX);
          await endTransition(page, presenter);
          await presenter.expectCurrent(1, labels);

          // Up (or left) goes forward, down (or right) back.
          await presenter.swipe(cdp, 0, -(SWIPE_THRESHOLD_PX + 5));
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);
          await endTransition(page, presenter);
          await presenter.swipe(cdp, 10, 0);
          await endTransition(page, presenter);
          await presenter.expectCurrent(2, labels);
          await presenter.swipe(cdp, -40, 0);
          await presenter.expectCurrent(3, labels);
          await endTransition(page, presenter);
          await presenter.swipe(cdp, 0, -60);
          await endTransition(page, presenter);
          await presenter.expectCurrent(3, labels);
          await presenter.swipe(cdp, 0, 20);
          await presenter.expectCurrent(2, labels);
          await presenter.expectAnnounced(2, labels);
          await endTransition(page, presenter);
          await presenter.swipe(cdp, 16, 0);
          await presenter.expectCurrent(1, labels);
          await cdp.detach();
        });
      }
    });
  }
}
