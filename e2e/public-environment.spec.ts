import { expect, test } from '@playwright/test';
import { EnvironmentHighlightsPage, hasBlue } from './pages/public-environment.page';
import {
  BREAKPOINTS,
  expectNoOverlap,
  expectWithinViewportWidth,
  fetchIndicators,
  indicatorByKey,
  LOCALES,
  NBSP,
} from './pages/public-site.page';

const CONTENT = {
  en: {
    title: 'Environmental performance in 2021',
    boxes: ['CO₂ and greenhouse gases', 'Energy', 'PAH emissions'],
    hydro: '96%',
    pah: 'over 95%',
    carbon: /^about 2 tonnes of CO\s*2 equivalent per tonne of aluminium$/,
  },
  fr: {
    title: 'Performance environnementale en 2021',
    boxes: ['CO₂ et gaz à effet de serre', 'Énergie', 'Émissions de HAP'],
    hydro: `96${NBSP}%`,
    pah: `plus de 95${NBSP}%`,
    carbon: /^environ 2 tonnes d’équivalent CO\s*2 par tonne d’aluminium$/,
  },
} as const;

/** The indicators the boxes link to, in box order (spec §2). */
const LINK_KEYS = ['emissions_ges', 'energie_consommation_totales', 'hap'] as const;
const PHOTO = /^\/client-assets\/demo\/env-(ghg|energy|pah)-(\d+)\.(avif|webp)$/;
const PHOTO_NAMES = ['ghg', 'energy', 'pah'];

for (const { name: breakpoint, viewport } of BREAKPOINTS) {
  test.describe(`environment highlights (${breakpoint})`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      test(`a title and three boxes over photographs with a blue overlay, links and 2021 figures (${locale})`, async ({
        page,
        request,
      }) => {
        const indicators = await fetchIndicators(request);
        const environment = new EnvironmentHighlightsPage(page, locale);
        await environment.open();
        const content = CONTENT[locale];

        await expect(environment.site.heading()).toHaveText(content.title);
        await expect(environment.boxes().getByRole('heading', { level: 2 })).toHaveText([...content.boxes]);

        for (const [index, title] of content.boxes.entries()) {
          const box = environment.box(title);
          await expect(box).toHaveCount(1);
          await expect(box).toBeVisible();
          await expectWithinViewportWidth(page, box);

          const link = box.getByRole('link', { name: environment.site.texts.seeIndicator, exact: true });
          await expect(link).toHaveAttribute('href', indicatorByKey(indicators, LINK_KEYS[index]!).path);

          // The photograph: decorative, AVIF or WebP from the client's assets, wide enough for the box.
          await expect(environment.photo(box)).toHaveAttribute('alt', '');
          const photo = await environment.chosenPhoto(box);
          const match = PHOTO.exec(photo.currentSrc);
          expect(match, `photo file ${photo.currentSrc}`).not.toBeNull();
          expect(match![1]).toBe(PHOTO_NAMES[index]);
          const fileWidth = Number(match![2]);
          expect(fileWidth, `${photo.currentSrc} for a ${photo.renderedWidth}px box`).toBeGreaterThanOrEqual(
            Math.ceil(photo.renderedWidth * photo.devicePixelRatio),
          );
          if (viewport.width < 768) expect(fileWidth, 'mobile photo').toBe(480);

          // The blue overlay layer painted over the photograph.
          const overlays = await environment.overlayColours(box);
          expect(overlays.some(hasBlue), `overlay colours: ${overlays.join(' | ')}`).toBe(true);
        }

        const boxes = environment.boxes();
        await expectNoOverlap([0, 1, 2].map((index) => boxes.nth(index)));
        await expect.poll(() => environment.site.horizontalOverflow(), 'no horizontal scroll').toBe(0);

        await expect.poll(() => environment.figure(environment.box(content.boxes[1])).textContent()).toBe(content.hydro);
        await expect.poll(() => environment.figure(environment.box(content.boxes[2])).textContent()).toBe(content.pah);
        await expect(environment.figure(environment.box(content.boxes[0]))).toHaveText(content.carbon);
      });
    }
  });
}

test.describe('environment highlights on a high-density screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });

  test('each photograph is chosen for the box width times the pixel density', async ({ page }) => {
    const environment = new EnvironmentHighlightsPage(page, 'en');
    await environment.open();
    for (const index of [0, 1, 2]) {
      const photo = await environment.chosenPhoto(environment.boxes().nth(index));
      const match = PHOTO.exec(photo.currentSrc);
      expect(match, `photo file ${photo.currentSrc}`).not.toBeNull();
      expect(Number(match![2]), `${photo.currentSrc} for a ${photo.renderedWidth}px box at 2x`).toBeGreaterThanOrEqual(
        Math.ceil(photo.renderedWidth * 2),
      );
    }
  });
});
