import { ALLOWED_CONTENT_TAGS } from '../../content/content-html';

const ALLOWED = new RegExp(`&lt;(/?)(${ALLOWED_CONTENT_TAGS.join('|')})\\s*/?&gt;`, 'gi');

/**
 * Yearly-content HTML made safe to insert: every angle bracket is escaped,
 * then only the allowed tags (without attributes) are restored. Nothing else
 * can become markup, whatever the content holds.
 */
export function sanitizeContentHtml(html: string): string {
  return html
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(ALLOWED, (_match, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`);
}
