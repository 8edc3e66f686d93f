import type { LocalizedHtml } from '@platform/shared/indicators/indicator.schemas';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import { richTextHtml } from '../../platform/html/sanitize-html.js';

/** Rich text per locale as stored: sanitised with the client's rules, null where no text is left. */
export function sanitizedLocalizedHtml(clientName: string, sent: { en: string | null; fr: string | null }): LocalizedHtml {
  const field = richTextHtml(richTextRulesFor(clientName));
  return { en: field.parse(sent.en), fr: field.parse(sent.fr) };
}
