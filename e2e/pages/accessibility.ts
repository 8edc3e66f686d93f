import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe finds no serious or critical WCAG 2.1 A/AA violation on the page as it is now (a dialog over it included). */
export async function expectNoBlockingViolation(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`));
  expect(blocking, blocking.join('\n')).toEqual([]);
}
