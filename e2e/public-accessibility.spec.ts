import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LOCALES, PATHS, PublicSite } from './pages/public-site.page';

/** The public pages scanned: home, the four custom pages, one standard indicator page, sign-in. */
const PAGES = [
  { name: 'home', path: PATHS.home },
  { name: 'global presentation', path: PATHS.globalPresentation },
  { name: 'economy highlights', path: PATHS.economy },
  { name: 'environment highlights', path: PATHS.environment },
  { name: 'social highlights', path: PATHS.social },
  { name: 'standard indicator', path: '/indicators/economie/production/production_aluminium_multi' },
  { name: 'sign-in', path: PATHS.signIn },
] as const;

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const locale of LOCALES) {
      for (const { name, path } of PAGES) {
        test(`${name} has no serious or critical WCAG 2.1 A/AA violation (${locale})`, async ({ page }) => {
          const site = new PublicSite(page, locale);
          await site.open(path);
          await expect(site.main().getByRole('heading', { level: 1 })).toBeVisible();
          // Let images and web fonts settle so colours and sizes are the final ones.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));

          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const blocking = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .flatMap((violation) =>
              violation.nodes.map(
                (node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
              ),
            );
          expect(blocking, blocking.join('\n')).toEqual([]);
        });
      }
    }
  });
}
