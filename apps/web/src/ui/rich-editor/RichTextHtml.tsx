import type { ElementType } from 'react';
import './rich-text.css';

export interface RichTextHtmlProps {
  /** Rich text as the server stored it: sanitised there (apps/server/src/platform/html), never raw input. */
  html: string;
  as?: ElementType;
  className?: string;
  'aria-label'?: string;
}

/** Shows stored rich text. */
export function RichTextHtml({ html, as: Tag = 'div', className, ...rest }: RichTextHtmlProps) {
  return <Tag className={['ui-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} {...rest} />;
}
