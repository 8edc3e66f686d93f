import type { Locator, Page, Response } from '@playwright/test';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import { LOCALES, type Locale } from '@platform/shared/i18n/locales';

/** The switch's group name ("Language", "Langue"), whichever language the page shows. */
const LANGUAGE_GROUP = new RegExp(`^(${LOCALES.map((locale) => CATALOGUES[locale]['common.language']).join('|')})$`);

/**
 * The accessible name of a language's button: the code it shows, then the language's own name ("EN English",
 * "FR Français"), the same whichever language the page shows.
 */
export function localeButtonName(locale: Locale): string {
  return `${locale.toUpperCase()} ${CATALOGUES[locale][`common.locale.${locale}`]}`;
}

/** The EN or FR button of the language switch in a header (the public site's or the back-office's). */
export function localeButton(header: Locator, locale: Locale): Locator {
  return header.getByRole('group', { name: LANGUAGE_GROUP }).getByRole('button', { name: localeButtonName(locale), exact: true });
}

/**
 * The save of a signed-in user's language in their profile. The switch shows the new language at once and
 * saves it afterwards (PUT /api/profile), so the page's new headings do not mean the choice is saved yet.
 */
export function localeSaved(page: Page, locale: Locale): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/profile' &&
      (response.request().postDataJSON() as { locale?: string } | null)?.locale === locale,
  );
}
