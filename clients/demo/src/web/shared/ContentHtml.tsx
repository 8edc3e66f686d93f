import type { ElementType } from 'react';
import { sanitizeContentHtml } from './sanitize-content-html';

/** Renders a yearly-content HTML field, sanitised to its few allowed tags. */
export function ContentHtml({ html, as: Tag = 'span', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(html) }} />;
}
