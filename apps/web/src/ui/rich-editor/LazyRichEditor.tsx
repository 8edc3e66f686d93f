import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';
import { Loader } from '../loader/Loader';
import type { RichEditorProps } from './rich-editor-types';

// TipTap and ProseMirror load with the first screen that shows an editor, never with the public pages.
const RichEditor = lazy(async () => ({ default: (await import('./RichEditor')).RichEditor }));

/** The rich-text editor, loaded on first use; a loader shows meanwhile. */
export function LazyRichEditor(props: RichEditorProps) {
  const t = useT();
  return (
    <Suspense fallback={<Loader type="small" label={t('ui.richEditor.loading')} />}>
      <RichEditor {...props} />
    </Suspense>
  );
}
