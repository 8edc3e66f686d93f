import { expect, type Locator, type Page } from '@playwright/test';
import { PATHS, PublicSite, type Locale } from './public-site.page';

/** The environment highlights page: a title and three boxes over photographs. */
export class EnvironmentHighlightsPage {
  readonly site: PublicSite;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.site = new PublicSite(page, locale);
  }

  async open(query = ''): Promise<void> {
    await this.site.open(`${PATHS.environment}${query}`);
    await expect(this.boxes()).toHaveCount(3);
  }

  boxes = () => this.site.main().getByRole('list').first().getByRole('listitem');
  box = (title: string) => this.boxes().filter({ has: this.page.getByRole('heading', { level: 2, name: title, exact: true }) });
  photo = (box: Locator) => box.locator('picture img');
  figure = (box: Locator) => box.locator('p strong');

  /** The photograph the browser chose, once loaded: its file and the box it fills. */
  async chosenPhoto(box: Locator): Promise<{ currentSrc: string; renderedWidth: number; devicePixelRatio: number }> {
    const img = this.photo(box);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    return img.evaluate((element: HTMLImageElement) => ({
      currentSrc: new URL(element.currentSrc).pathname,
      renderedWidth: element.getBoundingClientRect().width,
      devicePixelRatio: window.devicePixelRatio,
    }));
  }

  /** The colours painted over the photograph by the box's ::after layer (or a child layer). */
  async overlayColours(box: Locator): Promise<string[]> {
    return box.evaluate((element) => {
      const layers = [getComputedStyle(element, '::after'), getComputedStyle(element, '::before')];
      for (const child of Array.from(element.children)) layers.push(getComputedStyle(child));
      return layers
        .filter((style) => style.position === 'absolute' && style.content !== 'none')
        .map((style) => `${style.backgroundColor} ${style.backgroundImage}`);
    });
  }
}

/** Whether a CSS colour list holds a visibly blue colour (blue channel dominant, not transparent). */
export function hasBlue(css: string): boolean {
  return [...css.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/g)].some((match) => {
    const [r, g, b] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const alpha = match[4] === undefined ? 1 : Number(match[4]);
    return alpha > 0.2 && b > r + 40 && b > g;
  });
}
