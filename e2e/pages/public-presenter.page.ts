import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { LAYOUT_SETTLE_MS, NBSP, PublicSite, type Locale } from './public-site.page';

/** Spec §9: moves are locked this long during a transition. */
export const SLIDE_TRANSITION_MS = 600;
/** Spec §9: a swipe must travel more than this to move. */
export const SWIPE_THRESHOLD_PX = 15;
/** Spec §9: at most this many dots at once. */
export const MAX_VISIBLE_DOTS = 5;

const PRESENTER_TEXTS = {
  en: {
    next: 'Next slide',
    previous: 'Previous slide',
    dots: 'Choose a slide',
    status: (number: number, count: number, label: string) => `Slide ${number} of ${count}: ${label}`,
    goTo: (number: number, label: string) => `Go to slide ${number}: ${label}`,
  },
  fr: {
    next: 'Diapositive suivante',
    previous: 'Diapositive précédente',
    dots: 'Choisir une diapositive',
    status: (number: number, count: number, label: string) => `Diapositive ${number} sur ${count}${NBSP}: ${label}`,
    goTo: (number: number, label: string) => `Aller à la diapositive ${number}${NBSP}: ${label}`,
  },
} as const;

/**
 * The shared slide presenter (a carousel region). Its slides are groups with a slide role description;
 * the current one is the only slide not hidden from assistive technology; a polite live status
 * announces "Slide N of M: label" after each move.
 */
export class SlidePresenterPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {}

  get texts() {
    return PRESENTER_TEXTS[this.locale];
  }

  region = () => this.page.getByRole('main').locator('[role="region"][aria-roledescription]');
  slides = () => this.region().locator('[role="group"][aria-roledescription]');
  currentSlide = () => this.region().locator('[role="group"][aria-roledescription]:not([aria-hidden="true"])');
  status = () => this.region().locator('[aria-live="polite"]');
  nextButton = () => this.region().getByRole('button', { name: this.texts.next, exact: true });
  previousButton = () => this.region().getByRole('button', { name: this.texts.previous, exact: true });
  dotGroup = () => this.region().getByRole('group', { name: this.texts.dots, exact: true });
  dots = () => this.dotGroup().getByRole('button');
  currentDot = () => this.dotGroup().locator('button[aria-current="true"]');

  /** The labels of all slides, in order (hidden ones included). */
  async slideLabels(): Promise<string[]> {
    return this.slides().evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label') ?? ''));
  }

  /** Asserts the current slide (1-based) by its label, the dot marked current, and that only one slide is shown. */
  async expectCurrent(number: number, labels: readonly string[]): Promise<void> {
    const label = labels[number - 1];
    if (label === undefined) throw new Error(`no slide ${number}`);
    await expect(this.currentSlide()).toHaveCount(1);
    await expect(this.currentSlide()).toHaveAttribute('aria-label', label);
    await expect(this.slides()).toHaveCount(labels.length);
    if (labels.length > 1) {
      await expect(this.currentDot()).toHaveCount(1);
      await expect(this.currentDot()).toHaveAccessibleName(this.texts.goTo(number, label));
    }
  }

  /** Asserts the live announcement of the last move (exact text, NBSP included in French). */
  async expectAnnounced(number: number, labels: readonly string[]): Promise<void> {
    const label = labels[number - 1];
    if (label === undefined) throw new Error(`no slide ${number}`);
    await expect.poll(() => this.status().textContent()).toBe(this.texts.status(number, labels.length, label));
  }

  /** Which chevrons the current slide shows. */
  async expectChevrons({ up, down }: { up: boolean; down: boolean }): Promise<void> {
    await expect(this.previousButton()).toHaveCount(up ? 1 : 0);
    await expect(this.nextButton()).toHaveCount(down ? 1 : 0);
  }

  /** The mouse wheel over the presenter; only the direction counts. */
  async wheel(direction: 1 | -1): Promise<void> {
    const point = await this.visiblePoint();
    await this.page.mouse.move(point.x, point.y);
    await this.page.mouse.wheel(0, direction * 120);
  }

  /** A point inside the presenter and inside the viewport. */
  async visiblePoint(): Promise<{ x: number; y: number }> {
    const box = await this.region().boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) throw new Error('the presenter has no box');
    const top = Math.max(box.y, 0);
    const bottom = Math.min(box.y + box.height, viewport.height);
    return { x: box.x + box.width / 2, y: top + (bottom - top) / 2 };
  }

  /**
   * A one-finger swipe by (dx, dy) px over the presenter, through the browser's touch input
   * (the context needs `hasTouch: true`).
   */
  async swipe(cdp: CDPSession, dx: number, dy: number): Promise<void> {
    const start = await this.visiblePoint();
    const point = (fraction: number) => ({ x: start.x + dx * fraction, y: start.y + dy * fraction });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(0.5)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(1)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Whether a transition lock is running (the presenter marks itself as working). */
  working = () => this.region().getAttribute('data-working');
}

/** Asserts that a control lies inside the presenter's box. */
export async function expectInside(container: Locator, control: Locator): Promise<void> {
  await expect(async () => {
    const [outer, inner] = await Promise.all([container.boundingBox(), control.boundingBox()]);
    expect(outer && inner, 'both have a layout box').toBeTruthy();
    expect(inner!.x).toBeGreaterThanOrEqual(outer!.x - 0.5);
    expect(inner!.y).toBeGreaterThanOrEqual(outer!.y - 0.5);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
    expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 0.5);
  }).toPass({ timeout: LAYOUT_SETTLE_MS });
}

/**
 * Opens a presenter page with Playwright's clock installed and, once the page is shown, paused: the
 * 600 ms transition lock then only ends when the test lets that time pass (see endTransition).
 */
export async function openPresenter(page: Page, path: string, locale: Locale) {
  await page.clock.install();
  const site = new PublicSite(page, locale);
  const presenter = new SlidePresenterPage(page, locale);
  await site.open(path);
  await pauseClockOnceShown(page, presenter);
  return { site, presenter };
}

/** Waits for the presenter's first slide, then pauses the page's clock (installed before the page opened). */
export async function pauseClockOnceShown(page: Page, presenter: SlidePresenterPage): Promise<void> {
  await expect(presenter.currentSlide()).toHaveCount(1);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Lets the transition lock run out: the presenter accepts moves again. */
export async function endTransition(page: Page, presenter: SlidePresenterPage): Promise<void> {
  await page.clock.runFor(SLIDE_TRANSITION_MS);
  await expect.poll(() => presenter.working()).toBeNull();
}
