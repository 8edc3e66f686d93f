/** The only tags yearly-content HTML fields may contain, always without attributes. */
export const ALLOWED_CONTENT_TAGS = ['strong', 'em', 'br', 'sup', 'sub'] as const;

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;

/**
 * True when the HTML uses only the allowed tags, without attributes, and no other markup
 * (a stray `<` or an `&` that does not start an entity).
 */
export function hasOnlyAllowedTags(html: string): boolean {
  for (const match of html.matchAll(TAG)) {
    const name = (match[1] ?? '').toLowerCase();
    const rest = (match[2] ?? '').trim();
    if (!(ALLOWED_CONTENT_TAGS as readonly string[]).includes(name)) return false;
    if (rest !== '' && !(name === 'br' && rest === '/')) return false;
  }
  const withoutTags = html.replace(TAG, '');
  return !withoutTags.includes('<') && !withoutTags.includes('>') && !/&(?![a-z]+;|#\d+;)/i.test(withoutTags);
}

/** The text a reader sees: tags dropped (a line break reads as a space), whitespace runs collapsed. */
export function toPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(TAG, '')
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}
