import { z } from 'zod';

/**
 * What stored rich text may contain, shared by the server's sanitiser and the web editor (whose schema
 * parses pasted-in source through the same rules): the tags the editor can produce, the link schemes,
 * link targets and text colours. Anything else is dropped.
 */

/** Longest stored rich-text HTML, in characters. */
export const RICH_TEXT_MAX_LENGTH = 20_000;

/** A rich-text HTML value as it travels; the server sanitises it before storing. */
export const richTextHtmlSchema = z.string().max(RICH_TEXT_MAX_LENGTH);

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'div',
  'span',
  'a',
] as const;

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** A link opens in the same window (no target) or a new one. */
export const NEW_WINDOW_TARGET = '_blank';
/** Forced on every link opening a new window: the new page gets no handle on this one. */
export const NEW_WINDOW_REL = 'noopener noreferrer';

/**
 * True when `href` is an absolute http, https or mailto address. Control characters and whitespace are
 * ignored first, as browsers ignore them, so `jav&#x09;ascript:` cannot pass for something else.
 */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined || !(LINK_SCHEMES as readonly string[]).includes(scheme)) return false;
  // http(s) needs a host: "https:evil" or "https:/x" would be read relative to the page by some parsers.
  return scheme === 'mailto' || compact.startsWith(`${scheme}://`);
}

const BYTE = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';

/** Text colours stored rich text may carry: `#rgb`, `#rrggbb` or `rgb(r, g, b)`, nothing that could hold a URL. */
export const ALLOWED_COLOUR_PATTERNS: readonly RegExp[] = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
  new RegExp(`^rgb\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*\\)$`, 'i'),
];

export function isAllowedColour(value: string | null | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  return ALLOWED_COLOUR_PATTERNS.some((pattern) => pattern.test(trimmed));
}

export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;
