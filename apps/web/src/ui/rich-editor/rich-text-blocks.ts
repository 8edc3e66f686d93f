import { Node } from '@tiptap/react';
import type { CustomFormat } from '@platform/shared/rich-text/editor-config.schemas';

export const CUSTOM_BLOCK = 'customBlock';
export const UNSTYLED_BLOCK = 'unstyledBlock';

/**
 * A custom format's block: `<element class="class">`, one node type for every custom format, told apart by
 * its `format` attribute. Its text is written through the DOM, so it is HTML-escaped on export like any text.
 */
export function customBlock(formats: readonly CustomFormat[]) {
  return Node.create({
    name: CUSTOM_BLOCK,
    group: 'block',
    content: 'inline*',
    defining: true,
    addAttributes() {
      return { format: { default: null, rendered: false } };
    },
    parseHTML() {
      // Above the built-in headings and paragraphs (priority 50), so `h2.gradient` is this format, not a heading.
      return formats.map((format) => ({
        tag: format.class === undefined ? format.element : `${format.element}.${format.class}`,
        priority: 60,
        attrs: { format: format.style },
        ...(format.element === 'pre' ? { preserveWhitespace: 'full' as const } : {}),
      }));
    },
    renderHTML({ node }) {
      const format = formats.find((candidate) => candidate.style === node.attrs.format);
      if (!format) return ['p', 0];
      return [format.element, format.class === undefined ? {} : { class: format.class }, 0];
    },
  });
}

/** The built-in `unstyled` format: a plain `<div>` block (Draft.js's unstyled block). */
export const UnstyledBlock = Node.create({
  name: UNSTYLED_BLOCK,
  group: 'block',
  content: 'inline*',
  // Below custom formats on a div, which carry a class.
  parseHTML: () => [{ tag: 'div', priority: 40 }],
  renderHTML: () => ['div', 0],
});
