import { expect, type Locator, test } from '@playwright/test';
import { endTransition, openPresenter } from './pages/public-presenter.page';
import { BREAKPOINTS, LOCALES, PATHS } from './pages/public-site.page';

/**
 * What a reader sees of the slides on every screen: no text or link of a slide ever lies under the
 * presenter's chevrons or dots, on the three breakpoints and on a short phone and a short laptop
 * screen, where the slides have the least room; and the notice that most figures are illustrative
 * stays on the page, shortened on phones.
 */
const SCREENS = [
  ...BREAKPOINTS,
  { name: 'short phone', viewport: { width: 375, height: 667 } },
  { name: 'short laptop', viewport: { width: 1280, height: 650 } },
] as const;

const PAGES = [
  { name: 'economy', path: PATHS.economy },
  { name: 'social', path: PATHS.social },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function intersection(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0.5 && height > 0.5 ? { x, y, width, height } : null;
}

/** The boxes of the current slide's text and links, cut to what its scroll area shows. */
async function visibleContentBoxes(slide: Locator): Promise<Box[]> {
  const slideBox = await slide.boundingBox();
  if (!slideBox) throw new Error('the current slide has no box');
  const boxes: Box[] = [];
  for (const element of await slide.locator('h1, h2, h3, p, a, strong').all()) {
    const box = await element.boundingBox();
    const shown = box && intersection(box, slideBox);
    if (shown) boxes.push(shown);
  }
  return boxes;
}

for (const presenterPage of PAGES) {
  for (const { name: screen, viewport } of SCREENS) {
    test.describe(`slide layout on the ${presenterPage.name} page (${screen}, ${viewport.width}×${viewport.height})`, () => {
      test.use({ viewport });

      for (const locale of LOCALES) {
        test(`no slide text or link lies under a chevron or the dots (${locale})`, async ({ page }) => {
          const { presenter } = await openPresenter(page, presenterPage.path, locale);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const count = await presenter.slides().count();
          expect(count).toBeGreaterThan(1);

          for (let index = 0; index < count; index += 1) {
            if (index > 0) {
              await presenter.dots().nth(index).click();
              await endTransition(page, presenter);
            }
            const controls = [presenter.previousButton(), presenter.nextButton(), presenter.dotGroup()];
            await expect(async () => {
              const content = await visibleContentBoxes(presenter.currentSlide());
              expect(content.length, 'the slide shows some text').toBeGreaterThan(0);
              for (const control of controls) {
                if ((await control.count()) === 0) continue;
                const controlBox = await control.boundingBox();
                expect(controlBox, 'a shown control has a box').not.toBeNull();
                for (const box of content) {
                  expect(intersection(box, controlBox!), `slide ${index + 1}: content at ${JSON.stringify(box)} under a control`).toBeNull();
                }
              }
            }).toPass({ timeout: 2000 });
          }
        });
      }
    });
  }
}

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`the illustrative-figures notice above the slides (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`says the figures are illustrative, in full or in a line that opens onto it (${locale})`, async ({ page }) => {
        const { site } = await openPresenter(page, PATHS.economy, locale);
        const main = page.getByRole('main');
        // The full notice is written twice (in full, and inside the short line); a breakpoint shows one.
        const full = main.getByText(site.texts.notice, { exact: true }).filter({ visible: true });
        const short = main.getByText(site.texts.noticeShort, { exact: true });
        if (breakpoint === 'mobile') {
          await expect(short).toBeVisible();
          await expect(full).toHaveCount(0);
          await short.click();
          await expect(full).toBeVisible();
        } else {
          await expect(full).toBeVisible();
          await expect(short).toBeHidden();
          await expect(full).toHaveCount(1);
        }
      });
    }
  });
}
