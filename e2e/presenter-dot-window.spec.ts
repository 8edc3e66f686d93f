import { expect, test } from '@playwright/test';
import { harnessLabels, openHarness } from './pages/presenter-harness';
import { endTransition, expectInside, MAX_VISIBLE_DOTS, type SlidePresenterPage } from './pages/public-presenter.page';
import { BREAKPOINTS, expectNoOverlap, expectWithinViewportWidth, LOCALES } from './pages/public-site.page';

const SLIDE_COUNT = 8;
const labels = harnessLabels(SLIDE_COUNT);

/** The slide numbers (1-based) of the dots shown, read from their accessible names. */
async function dotNumbers(presenter: SlidePresenterPage): Promise<number[]> {
  const names = await presenter.dots().evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(/(\d+)/.exec(name)?.[1]));
}

async function expectDotWindow(presenter: SlidePresenterPage, numbers: number[]): Promise<void> {
  await expect.poll(() => dotNumbers(presenter)).toEqual(numbers);
}

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`the dot window of a long presenter (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`dots from the second slide: none on the first, at most five, the window follows the slide (${locale})`, async ({
        page,
      }) => {
        const presenter = await openHarness(page, { slides: SLIDE_COUNT, dotsFrom: 1, locale });
        await expect(presenter.currentSlide()).toHaveAttribute('aria-label', labels[0]!);
        await expect(presenter.dotGroup()).toHaveCount(0);

        // Forward one slide at a time: the current slide stays as central as the ends of the list allow.
        const windows = [
          [2, 3, 4, 5, 6],
          [2, 3, 4, 5, 6],
          [2, 3, 4, 5, 6],
          [3, 4, 5, 6, 7],
          [4, 5, 6, 7, 8],
          [4, 5, 6, 7, 8],
          [4, 5, 6, 7, 8],
        ];
        for (const [move, window] of windows.entries()) {
          await page.keyboard.press('ArrowDown');
          await presenter.expectCurrent(move + 2, labels);
          await expectDotWindow(presenter, window);
          expect(await presenter.dots().count()).toBeLessThanOrEqual(MAX_VISIBLE_DOTS);
          await endTransition(page, presenter);
        }

        // The dots sit inside the presenter, on screen, clear of the back chevron.
        await expectInside(presenter.region(), presenter.dotGroup());
        await expectWithinViewportWidth(page, presenter.dotGroup());
        await expectNoOverlap([presenter.previousButton(), presenter.dotGroup()]);

        // A dot moves straight to its slide.
        await presenter.dotGroup().getByRole('button', { name: presenter.texts.goTo(4, labels[3]!), exact: true }).click();
        await presenter.expectCurrent(4, labels);
        await presenter.expectAnnounced(4, labels);
        await expectDotWindow(presenter, [2, 3, 4, 5, 6]);
        await endTransition(page, presenter);

        // Back to the first slide: the dots go away again.
        for (const number of [3, 2, 1]) {
          await page.keyboard.press('ArrowUp');
          await expect(presenter.currentSlide()).toHaveAttribute('aria-label', labels[number - 1]!);
          await endTransition(page, presenter);
        }
        await expect(presenter.dotGroup()).toHaveCount(0);
      });

      test(`dots from the first slide: five of eight, and a dot's move is locked like any other (${locale})`, async ({
        page,
      }) => {
        const presenter = await openHarness(page, { slides: SLIDE_COUNT, dotsFrom: 0, locale });
        await presenter.expectCurrent(1, labels);
        await expectDotWindow(presenter, [1, 2, 3, 4, 5]);

        await presenter.dots().last().click();
        await presenter.expectCurrent(5, labels);
        await expectDotWindow(presenter, [3, 4, 5, 6, 7]);

        // Within the 600 ms transition a second dot does nothing; after it, the dot moves.
        await presenter.dots().first().click();
        await presenter.expectCurrent(5, labels);
        await endTransition(page, presenter);
        await presenter.dots().first().click();
        await presenter.expectCurrent(3, labels);
        await expectDotWindow(presenter, [1, 2, 3, 4, 5]);
      });
    }
  });
}
