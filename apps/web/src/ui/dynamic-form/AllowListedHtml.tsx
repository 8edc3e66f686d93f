import { createElement, useMemo, type ReactNode } from 'react';
import { isAllowedColour, isAllowedLinkHref, NEW_WINDOW_REL, NEW_WINDOW_TARGET, RICH_TEXT_TAGS } from '@platform/shared/rich-text/html-allow-list';
import '../rich-editor/rich-text.css';

const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
/** Elements whose content is code or markup, never text to show. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript', 'textarea', 'select']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, toReact);
  // An unknown element gives up its text, never itself.
  if (!TAGS.has(tag)) return children;
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href');
    if (!isAllowedLinkHref(href)) return children;
    props.href = href;
    if (element.getAttribute('target') === NEW_WINDOW_TARGET) Object.assign(props, { target: NEW_WINDOW_TARGET, rel: NEW_WINDOW_REL });
  }
  if (tag === 'span') {
    const colour = (element as HTMLElement).style?.color;
    if (isAllowedColour(colour)) props.style = { color: colour };
  }
  if (tag === 'br') return createElement('br', props);
  return createElement(tag, props, ...children);
}

/**
 * Rich text a contributor typed, shown through the rich-text allow-list (packages/shared/src/rich-text):
 * parsed inertly, then rebuilt from the allowed tags, links and colours only; everything else is text
 * or nothing. It never reaches the page as HTML.
 */
export function AllowListedHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, toReact);
  }, [html]);
  return <div className={['ui-rich-text', className].filter(Boolean).join(' ')}>{content}</div>;
}
