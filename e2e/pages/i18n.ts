import { CATALOGUES, type MessageKey } from '@platform/shared/i18n/catalogues';
import type { Locale } from './public-site.page';

/**
 * A text of the app's own catalogue (packages/shared/src/i18n), as the app shows it in that language, with its
 * `{name}` arguments filled in. The back-office journeys find their labels here, so a reworded label changes
 * the app and its journeys together. The messages read this way have plain arguments only (no plural, no select).
 */
export function message(locale: Locale, key: MessageKey, values: Record<string, string> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Every message of one language, bound to it: `const t = messages('fr'); t('admin.home.title')`. */
export function messages(locale: Locale): (key: MessageKey, values?: Record<string, string>) => string {
  return (key, values) => message(locale, key, values);
}
