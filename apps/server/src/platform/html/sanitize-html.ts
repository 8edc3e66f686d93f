import sanitize from 'sanitize-html';
import type { z } from 'zod';
import {
  ALLOWED_COLOUR_PATTERNS,
  isAllowedLinkHref,
  LINK_SCHEMES,
  NEW_WINDOW_REL,
  NEW_WINDOW_TARGET,
  RICH_TEXT_TAGS,
  richTextHtmlSchema,
} from '@platform/shared/rich-text/html-allow-list';
import type { CustomFormat } from '@platform/shared/rich-text/editor-config.schemas';

/** What the sanitiser keeps beyond the fixed allow-list: the classes of the configured custom formats. */
export interface RichTextRules {
  /** Per element, the classes custom formats put on it. */
  classes: Readonly<Record<string, readonly string[]>>;
}

export const NO_CUSTOM_CLASSES: RichTextRules = { classes: {} };

/** The sanitiser's rules for a set of custom formats: each keeps its class on its element. */
export function rulesForFormats(formats: readonly CustomFormat[]): RichTextRules {
  const classes: Record<string, string[]> = {};
  for (const format of formats) {
    if (format.class !== undefined) (classes[format.element] ??= []).push(format.class);
  }
  return { classes };
}


// Elements whose content is dropped with them, not kept as text: code, foreign markup and embedded documents.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
];

function optionsFor(rules: RichTextRules): sanitize.IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
    allowedClasses: Object.fromEntries(Object.entries(rules.classes).map(([element, names]) => [element, [...names]])),
    allowedStyles: { span: { color: [...ALLOWED_COLOUR_PATTERNS] } },
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    // Deeper nesting than the editor makes is only there to confuse parsers.
    nestingLimit: 20,
    transformTags: {
      // Links: only absolute http, https and mailto addresses; the same window unless asked otherwise, and a new
      // window never gets a handle on this page. Whatever rel the HTML had is replaced.
      a: (tagName, attribs) => {
        const link: sanitize.Attributes = {};
        if (isAllowedLinkHref(attribs.href)) link.href = attribs.href!.trim();
        if (attribs.target === NEW_WINDOW_TARGET) {
          link.target = NEW_WINDOW_TARGET;
          link.rel = NEW_WINDOW_REL;
        }
        return { tagName, attribs: link };
      },
      // Bold and italic in one spelling each, the one the editor writes.
      b: 'strong',
      i: 'em',
    },
  };
}

const cache = new WeakMap<RichTextRules, sanitize.IOptions>();

/**
 * Stored rich-text HTML made safe: only the tags and attributes the editor produces survive (see
 * html-allow-list.ts), with custom-format classes from `rules`. Everything else is dropped — scripts, event
 * handlers, javascript: and data: addresses, SVG, MathML, style elements, frames. Text is re-escaped, so
 * what a parser mistook for text cannot turn into markup later. A value with no text left is null, as the
 * editor reports it.
 */
export function sanitizeRichTextHtml(html: string, rules: RichTextRules = NO_CUSTOM_CLASSES): string | null {
  let options = cache.get(rules);
  if (!options) {
    options = optionsFor(rules);
    cache.set(rules, options);
  }
  const clean = sanitize(html, options).trim();
  return hasText(clean) ? clean : null;
}

/** True when the HTML shows some text (not only tags, spaces and line breaks). */
export function hasText(html: string): boolean {
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\s/g, '') !== '';
}

/**
 * A rich-text field read on the server: at most RICH_TEXT_MAX_LENGTH characters, sanitised as it is parsed,
 * null when no text is left. Services parse rich text with it before storing.
 */
export function richTextHtml(rules: RichTextRules = NO_CUSTOM_CLASSES) {
  return richTextHtmlSchema.nullable().transform((value) => (value === null ? null : sanitizeRichTextHtml(value, rules)));
}

export type RichTextHtml = z.output<ReturnType<typeof richTextHtml>>;
