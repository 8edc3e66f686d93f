import { CATALOGUES, type MessageKey } from '@platform/shared/i18n/catalogues';
import { isLocale } from '@platform/shared/i18n/locales';

/** Server-side text (emails): the shared catalogue with simple `{name}` placeholders filled in. */
export function serverMessage(locale: string, key: MessageKey, values: Record<string, string> = {}): string {
  const catalogue = CATALOGUES[isLocale(locale) ? locale : 'en'];
  return catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
