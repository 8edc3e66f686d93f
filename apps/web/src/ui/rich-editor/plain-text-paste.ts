import { Fragment, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Pastes the clipboard's plain text only (spec §5): whatever formatting the copied HTML had is dropped. Each
 * line becomes a paragraph; the first and last join the blocks around the cursor.
 */
export function pastePlainText(view: EditorView, event: ClipboardEvent): boolean {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  event.preventDefault();
  if (text === '') return true;
  const { schema } = view.state;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = lines.map((line) => schema.nodes.paragraph!.create(null, line === '' ? undefined : schema.text(line)));
  const slice = new Slice(Fragment.from(paragraphs), 1, 1);
  view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
  return true;
}
