import type { EditorConfig } from '@platform/shared/rich-text/editor-config.schemas';

export interface RichEditorProps {
  /** The visible label, also the editing area's accessible name. */
  label: string;
  /** HTML, or null for no text. */
  value: string | null;
  /** Called with the editor's HTML, or null when the content has no text. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Which buttons and block formats are offered (packages/shared/src/rich-text). */
  config: EditorConfig;
  /** The text colours offered; no colour button without them. */
  palette?: readonly string[];
  hint?: string;
  error?: string;
  id?: string;
}
