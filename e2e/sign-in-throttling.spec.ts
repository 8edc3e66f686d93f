import { expect, test, type Page } from '@playwright/test';
import { ERROR_STATUS } from '@platform/shared/errors/error-codes';
import { AdminHomePage } from './pages/admin-home.page';
import { message } from './pages/i18n';
import { LOCALES, PATHS, PublicSite, type Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in.page';

/** Failed sign-ins for one email from one address before that pair is throttled (the server's sign-in-limits.ts). */
const FAILURES_BEFORE_THROTTLE = 5;

/** The demo client's wording for a refused sign-in (its settings; one sentence for both languages). */
const DEMO_CLIENT_REFUSAL = 'Invalid email or password.';

/**
 * The accounts each language's journey uses. The server counts failures per (email, address) and, beyond
 * twenty, per address whatever the email; every browser request comes from 127.0.0.1, so each language uses
 * emails of its own, and runs on a server of its own: both languages on one server would bring the address to
 * twenty failures, and the last throttle seen would no longer be the pair's.
 */
const ACCOUNTS: Record<Locale, { known: string; unknown: string; other: string }> = {
  en: { known: 'approver@example.org', unknown: 'nobody-en@example.org', other: 'admin@example.org' },
  fr: { known: 'contributor@example.org', unknown: 'nobody-fr@example.org', other: 'admin@example.org' },
};

interface Answer {
  status: number;
  code: string;
  /** The sentence the form shows. */
  shown: string;
}

/**
 * Sends the sign-in form, expecting a refusal, and returns the server's answer with the sentence the form
 * then shows: the client's own wording for a wrong password (sent as feedback), the catalogue's text in the
 * page's language for too many attempts.
 */
async function attempt(page: Page, locale: Locale, email: string, password: string): Promise<Answer> {
  const form = new SignInPage(page);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/profile/sign_in',
  );
  await form.signIn(email, password);
  const response = await answered;
  const { code, feedback } = (await response.json()) as { code: string; feedback: string };
  const shown = code === 'TOO_MANY_ATTEMPTS' ? message(locale, 'profile.signIn.TOO_MANY_ATTEMPTS') : feedback;
  await expect(form.alert()).toHaveText(shown);
  return { status: response.status(), code, shown };
}

/** Five wrong passwords for an email, then its right password (for an unknown email, any): the answers, in order. */
async function guessThenTryRight(page: Page, locale: Locale, email: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let guess = 1; guess <= FAILURES_BEFORE_THROTTLE; guess += 1) {
    answers.push(await attempt(page, locale, email, `Wrong-guess${guess}`));
  }
  answers.push(await attempt(page, locale, email, DEMO_PASSWORD));
  return answers;
}

for (const locale of LOCALES) {
  test.describe(`throttled sign-in (${locale})`, () => {
    // Throttling demo accounts on the shared server would lock other journeys out for fifteen minutes.
    onItsOwnServer();

    test(`after five wrong passwords even the right one is refused, for a known email as for an unknown one (${locale})`, async ({
      page,
    }) => {
      const { known, unknown, other } = ACCOUNTS[locale];
      const site = new PublicSite(page, locale);
      await site.open(PATHS.signIn);

      const knownAnswers = await guessThenTryRight(page, locale, known);
      const wrongPassword = { status: ERROR_STATUS.AUTHENTICATION_FAILED, code: 'AUTHENTICATION_FAILED', shown: DEMO_CLIENT_REFUSAL };
      expect(knownAnswers.slice(0, FAILURES_BEFORE_THROTTLE)).toEqual(Array(FAILURES_BEFORE_THROTTLE).fill(wrongPassword));
      expect(knownAnswers.at(-1), 'the sixth attempt, with the right password').toEqual({
        status: ERROR_STATUS.TOO_MANY_ATTEMPTS,
        code: 'TOO_MANY_ATTEMPTS',
        shown: message(locale, 'profile.signIn.TOO_MANY_ATTEMPTS'),
      });
      await expect(page).toHaveURL(new RegExp(`${PATHS.signIn}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // An unknown email is answered word for word as a known one: nothing tells whether an account exists.
      expect(await guessThenTryRight(page, locale, unknown)).toEqual(knownAnswers);

      // The throttle holds that email from this address only: another account still signs in from it.
      const home = new AdminHomePage(page, 'en');
      await new SignInPage(page).signInAs(other);
      await home.expectShown();
    });
  });
}
