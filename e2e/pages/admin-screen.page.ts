import type { Page } from '@playwright/test';
import { expectNoBlockingViolation } from './accessibility';
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

  /** Axe finds no serious or critical WCAG 2.1 A/AA violation on the screen as it is now. */
  expectNoBlockingViolation(): Promise<void> {
    return expectNoBlockingViolation(this.page);
  }
}
