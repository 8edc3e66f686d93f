import type { Editor } from '@tiptap/react';
import { isAllowedLinkHref, NEW_WINDOW_REL, NEW_WINDOW_TARGET } from '@platform/shared/rich-text/html-allow-list';

/** What the editor reports: its HTML, or null when the content has no text (spec §5). */
export function editorValue(editor: Editor): string | null {
  return editor.state.doc.textContent.trim() === '' ? null : editor.getHTML();
}

/**
 * HTML typed in source mode, with its links brought to the shared allow-list before the editor's schema
 * reads it: an address the server would drop is dropped, a link opens in the same window unless it asks for
 * a new one, and a new window always gets `rel="noopener noreferrer"`. The HTML is parsed into an inert
 * document: nothing in it loads or runs.
 */
export function normaliseSourceHtml(html: string): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const link of Array.from(body.querySelectorAll('a'))) {
    const newWindow = link.getAttribute('target') === NEW_WINDOW_TARGET;
    if (!isAllowedLinkHref(link.getAttribute('href'))) link.removeAttribute('href');
    link.removeAttribute('target');
    link.removeAttribute('rel');
    if (newWindow) {
      link.setAttribute('target', NEW_WINDOW_TARGET);
      link.setAttribute('rel', NEW_WINDOW_REL);
    }
  }
  return body.innerHTML;
}
