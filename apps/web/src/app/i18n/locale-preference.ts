import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@platform/shared/i18n/locales';

/** A visitor's remembered choice (a cookie, so the server can set <html lang> on the next page). */
export function readLocaleCookie(): Locale | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : null;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

export function initialLocale(profileLocale: Locale | undefined): Locale {
  if (profileLocale) return profileLocale;
  const remembered = readLocaleCookie();
  if (remembered) return remembered;
  return navigator.language?.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LOCALE;
}
