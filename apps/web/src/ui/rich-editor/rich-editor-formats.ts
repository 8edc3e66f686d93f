import type { Editor } from '@tiptap/react';
import type { BuiltInFormat, EditorConfig, EditorFormat } from '@platform/shared/rich-text/editor-config.schemas';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { HEADING_LEVELS } from './rich-editor-extensions';
import { CUSTOM_BLOCK, UNSTYLED_BLOCK } from './rich-text-blocks';

export const formatName = (format: EditorFormat): string => (typeof format === 'string' ? format : format.style);

export const BUILT_IN_LABELS: Record<BuiltInFormat, MessageKey> = {
  unstyled: 'ui.richEditor.formats.unstyled',
  paragraph: 'ui.richEditor.formats.paragraph',
  'header-one': 'ui.richEditor.formats.header-one',
  'header-two': 'ui.richEditor.formats.header-two',
  'header-three': 'ui.richEditor.formats.header-three',
  'header-four': 'ui.richEditor.formats.header-four',
  'header-five': 'ui.richEditor.formats.header-five',
  'header-six': 'ui.richEditor.formats.header-six',
  blockquote: 'ui.richEditor.formats.blockquote',
  'unordered-list-item': 'ui.richEditor.formats.unordered-list-item',
  'ordered-list-item': 'ui.richEditor.formats.ordered-list-item',
};

function isActive(editor: Editor, format: EditorFormat): boolean {
  if (typeof format !== 'string') return editor.isActive(CUSTOM_BLOCK, { format: format.style });
  const level = HEADING_LEVELS[format];
  if (level !== undefined) return editor.isActive('heading', { level });
  switch (format) {
    case 'unordered-list-item':
      return editor.isActive('bulletList');
    case 'ordered-list-item':
      return editor.isActive('orderedList');
    case 'blockquote':
      return editor.isActive('blockquote');
    case 'unstyled':
      return editor.isActive(UNSTYLED_BLOCK);
    default:
      return editor.isActive('paragraph');
  }
}

// Wrappers first: a paragraph inside a list item is the list's format, not "paragraph".
const WRAPPERS: readonly string[] = ['unordered-list-item', 'ordered-list-item', 'blockquote'];

/** The configured format of the block at the cursor, or '' when it has none of them. */
export function activeFormat(editor: Editor, config: EditorConfig): string {
  const ordered = [...config.formats].sort(
    (a, b) => Number(WRAPPERS.includes(formatName(b))) - Number(WRAPPERS.includes(formatName(a))),
  );
  const found = ordered.find((format) => isActive(editor, format));
  return found === undefined ? '' : formatName(found);
}

/** Turns the blocks at the cursor into `format`, out of any list or quote first. */
export function applyFormat(editor: Editor, format: EditorFormat): void {
  const chain = editor.chain().focus().clearNodes();
  if (typeof format !== 'string') {
    chain.setNode(CUSTOM_BLOCK, { format: format.style }).run();
    return;
  }
  const level = HEADING_LEVELS[format];
  if (level !== undefined) chain.setNode('heading', { level }).run();
  else if (format === 'unordered-list-item') chain.toggleBulletList().run();
  else if (format === 'ordered-list-item') chain.toggleOrderedList().run();
  else if (format === 'blockquote') chain.setBlockquote().run();
  else if (format === 'unstyled') chain.setNode(UNSTYLED_BLOCK).run();
  else chain.run();
}
