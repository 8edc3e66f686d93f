import type { Page } from '@playwright/test';
import { HARNESS_PORT } from './e2e-servers';
import { pauseClockOnceShown, SlidePresenterPage } from './public-presenter.page';
import type { Locale } from './public-site.page';

/**
 * The slide presenter alone on a page (apps/web/harness), built and served by `vite preview` beside the
 * app server: the demo client's pages have at most four slides, too few to show the dot window.
 */
export const HARNESS_URL = `http://127.0.0.1:${HARNESS_PORT}`;

/** Slide labels of the harness: "Topic 1" … "Topic N". */
export function harnessLabels(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Topic ${index + 1}`);
}

/**
 * Opens the harness with `slides` slides whose dots start at slide index `dotsFrom` (0-based), with
 * Playwright's clock paused once it shows, as openPresenter does for the demo pages.
 */
export async function openHarness(
  page: Page,
  { slides, dotsFrom, locale }: { slides: number; dotsFrom: number; locale: Locale },
): Promise<SlidePresenterPage> {
  await page.clock.install();
  await page.goto(`${HARNESS_URL}/?slides=${slides}&dotsFrom=${dotsFrom}&locale=${locale}`);
  const presenter = new SlidePresenterPage(page, locale);
  await pauseClockOnceShown(page, presenter);
  return presenter;
}
