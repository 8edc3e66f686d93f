import { expect, test } from '@playwright/test';
import { BREAKPOINTS, expectNoOverlap, expectWithinViewportWidth, LOCALES, PATHS, PublicSite } from './pages/public-site.page';
import { SeparateServer } from './pages/separate-server';

/**
 * A card whose indicator is not in the loaded indicator list is hidden (spec §2). The shared e2e server lists all
 * four, so this journey runs its own server whose database no longer has the social highlights indicator.
 */
test.describe('home cards when the social highlights indicator is gone', () => {
  // One server for the whole file: its tests run in order in one worker.
  test.describe.configure({ mode: 'default' });
  const server = new SeparateServer();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await server.start();
    await server.stop();
    await server.sql('delete from indicators where key = $1', ['ind_highlights_social']);
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
  });

  test('the server no longer lists it', async ({ request }) => {
    const response = await request.get(`${server.baseURL}/api/services/indicators`);
    expect(response.status()).toBe(200);
    const keys = ((await response.json()) as { key: string }[]).map((indicator) => indicator.key);
    expect(keys).toEqual(expect.arrayContaining(['ind_overall_portrait', 'ind_highlights_economy', 'ind_highlights_environnement']));
    expect(keys).not.toContain('ind_highlights_social');
  });

  for (const { name: breakpoint, viewport } of BREAKPOINTS) {
    for (const locale of LOCALES) {
      test(`three cards, none for social, and its page is not found (${breakpoint}, ${locale})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const site = new PublicSite(page, locale);
        await site.open(`${server.baseURL}${PATHS.home}`);

        const cards = site.main().getByRole('navigation', { name: site.texts.homeSections, exact: true }).getByRole('link');
        await expect(cards).toHaveCount(3);
        const [portrait, economy, environment, social] = site.texts.cards;
        for (const [index, name] of [portrait, economy, environment].entries()) {
          await expect(cards.nth(index)).toHaveAccessibleName(new RegExp(`^${name} `));
          await expectWithinViewportWidth(page, cards.nth(index));
        }
        await expect(site.main().getByRole('link', { name: new RegExp(`^${social} `) })).toHaveCount(0);
        await expectNoOverlap([0, 1, 2].map((index) => cards.nth(index)));
        // The remaining cards share the room: the last one reaches the right edge, leaving no hole.
        await expect
          .poll(async () => {
            const box = await cards.nth(2).boundingBox();
            return box ? Math.round(box.x + box.width) : null;
          })
          .toBe(viewport.width);
        await expect.poll(() => site.horizontalOverflow(), 'no horizontal scroll').toBe(0);

        await cards.nth(1).click();
        await expect(page).toHaveURL(`${server.baseURL}${PATHS.economy}`);
        await site.open(`${server.baseURL}${PATHS.social}`);
        await expect(site.main().getByRole('heading', { name: site.texts.notFound, exact: true })).toBeVisible();
      });
    }
  }
});
