import type { Page } from '@playwright/test';
import { messages } from './i18n';
import type { Locale } from './public-site.page';

/** The error kinds with a full-page error (errors.<KIND>.title in the catalogue). */
export type ErrorKind = 'NOT_FOUND' | 'ACCESS_DENIED' | 'SESSION_EXPIRED' | 'INTERNAL_ERROR' | 'CLIENT_IN_MAINTENANCE' | 'PASSWORD_EXPIRED';

/**
 * A full-page error (ErrorPage) on the public site or in the back-office: its title, its code "to quote to
 * support", and its action (sign in again after a session ended).
 */
export class ErrorPageView {
  readonly t: ReturnType<typeof messages>;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.t = messages(locale);
  }

  heading = (kind: ErrorKind) => this.page.getByRole('heading', { level: 1, name: this.t(`errors.${kind}.title`), exact: true });
  code = (kind: ErrorKind) => this.page.getByText(this.t('ui.errorPage.code', { code: kind }), { exact: true });
  signInAgainLink = () => this.page.getByRole('link', { name: this.t('common.signIn'), exact: true });
}
