import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe finds no serious or critical WCAG 2.1 A/AA violation on the page as it is now (a dialog over it included).
 * Axe runs in the page and its same-origin frames at once (its legacy mode): the default mode opens a blank page
 * per run to merge the frames' results, which doubled every check's time, and a frame that allows no script (a
 * mail preview's sandbox="") never answered it. Legacy mode still checks such a frame's element.
 */
export async function expectNoBlockingViolation(page: Page): Promise<void> {
  // Let web fonts settle so colours and sizes are the final ones.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`));
  expect(blocking, blocking.join('\n')).toEqual([]);
}
