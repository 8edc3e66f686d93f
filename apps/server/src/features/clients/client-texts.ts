import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import { messageArguments } from '@platform/shared/clients/message-arguments';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { FieldErrors } from '../../platform/errors/app-error.js';
import { richTextHtml } from '../../platform/html/sanitize-html.js';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';

const catalogue = (locale: (typeof LOCALES)[number]) => CATALOGUES[locale] as Record<string, string>;

/**
 * What is wrong with the overrides of interface texts: a key no catalogue has (UNKNOWN_KEY), a text that is not
 * a message (INVALID), or one using an argument the replaced text does not give (UNKNOWN_ARGUMENT).
 */
export function labelErrors(labels: ClientSettings['labels']): FieldErrors {
  const details: FieldErrors = {};
  if (!labels) return details;
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(labels[locale])) {
      const field = `settings.labels.${locale}.${key}`;
      const replaced = Object.hasOwn(catalogue(locale), key) ? catalogue(locale)[key]! : null;
      if (replaced === null) {
        details[field] = [{ error: 'UNKNOWN_KEY' }];
        continue;
      }
      const used = messageArguments(text);
      if (used === null) {
        details[field] = [{ error: 'INVALID' }];
        continue;
      }
      const given = messageArguments(replaced) ?? new Set<string>();
      const unknown = [...used].filter((name) => !given.has(name));
      if (unknown.length > 0) details[field] = [{ error: 'UNKNOWN_ARGUMENT', arguments: unknown }];
    }
  }
  return details;
}

/**
 * The client's texts as stored: the overrides and the visibility toggles as sent; the FAQ's answers sanitised per
 * locale. Each is left as it was when the body does not send it (a form from before they existed).
 */
export function clientTextsAfterSave(sent: ClientSettings, client: ClientRow): Pick<ClientSettings, 'labels' | 'faq' | 'interface'> {
  const field = richTextHtml(richTextRulesFor(client.name));
  const faq = sent.faq?.map((entry) => ({ question: entry.question, answer: { en: field.parse(entry.answer.en), fr: field.parse(entry.answer.fr) } }));
  return {
    labels: sent.labels ?? client.settings.labels,
    faq: faq ?? client.settings.faq,
    interface: sent.interface ?? client.settings.interface,
  };
}

/** GET /services/labels: the overrides of the client, empty per locale when it has none. */
export function labelOverridesOf(client: ClientRow): NonNullable<ClientSettings['labels']> {
  return client.settings.labels ?? { en: {}, fr: {} };
}
