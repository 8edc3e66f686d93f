import type { Page } from '@playwright/test';
import { AdminFrame } from './admin-frame.page';
import type { Locale } from './public-site.page';

/** What every back-office screen's page object has: the frame around it, and the texts of its language. */
export abstract class AdminScreen {
  readonly frame: AdminFrame;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.frame = new AdminFrame(page, locale);
  }

  get t() {
    return this.frame.t;
  }
}
