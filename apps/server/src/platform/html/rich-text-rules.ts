import { customFormatSchema, customFormatsOf } from '@platform/shared/rich-text/editor-config.schemas';
import { DEFAULT_EDITOR_CONFIG } from '@platform/shared/rich-text/editor-configs';
import { clientPackageFor } from '../tenancy/client-packages.js';
import { rulesForFormats, type RichTextRules } from './sanitize-html.js';

const byClient = new Map<string, RichTextRules>();

/**
 * The sanitiser's rules for a client's stored rich text: the classes of the default editor's custom formats
 * and of the formats its package adds, checked against the shared configuration schema once.
 */
export function richTextRulesFor(clientName: string): RichTextRules {
  let rules = byClient.get(clientName);
  if (!rules) {
    const clientFormats = customFormatSchema.array().parse(clientPackageFor(clientName).richTextFormats ?? []);
    rules = rulesForFormats([...customFormatsOf(DEFAULT_EDITOR_CONFIG.formats), ...clientFormats]);
    byClient.set(clientName, rules);
  }
  return rules;
}
