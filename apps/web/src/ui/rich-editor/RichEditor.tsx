import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { NEW_WINDOW_REL, NEW_WINDOW_TARGET } from '@platform/shared/rich-text/html-allow-list';
import { FieldError } from '../form/FieldShell';
import { useT } from '../i18n/useT';
import { ColourPicker } from './ColourPicker';
import { FormatSelect } from './FormatSelect';
import { LinkDialog, type LinkChoice } from './LinkDialog';
import { pastePlainText } from './plain-text-paste';
import { activeFormat, applyFormat } from './rich-editor-formats';
import { editorExtensions } from './rich-editor-extensions';
import type { RichEditorProps } from './rich-editor-types';
import { editorValue, normaliseSourceHtml } from './rich-editor-value';
import { ListIcon } from './ListIcon';
import { ToolbarButton } from './ToolbarButton';
import './RichEditor.css';
import './rich-text.css';

/**
 * The rich-text editor (TipTap), configured by the spec's editor configuration: its buttons, block formats,
 * colour palette, a link dialog and an HTML source mode. Loaded lazily through LazyRichEditor.
 */
export function RichEditor({ label, value, onChange, onBlur, config, palette = [], hint, error, id }: RichEditorProps) {
  const t = useT();
  const ids = { label: useId(), hint: useId(), error: useId(), source: useId() };
  const contentId = id ?? ids.label.concat('-content');
  const describedBy = [hint !== undefined && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  const colours = palette.length > 0;
  const configKey = JSON.stringify(config);
  const extensions = useMemo(() => editorExtensions(config, { colours }), [configKey, colours]); // eslint-disable-line react-hooks/exhaustive-deps

  // The last value this editor reported, to tell a new value from outside (a form reset) from its own echo.
  const reported = useRef(value);
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };
  const [source, setSource] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);

  const attributes: Record<string, string> = {
    id: contentId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    class: 'ui-rich-editor__content ui-rich-text',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);

  // Made again only when the configuration changes its schema; other options are updated in place.
  const editor = useEditor(
    {
      extensions,
      content: value ?? '',
      // The few styles ProseMirror needs are in RichEditor.css: an injected <style> would need a CSP exception.
      injectCSS: false,
      editorProps: {
        attributes,
        handlePaste: (view, event) => pastePlainText(view, event),
        handleKeyDown: (_view, event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            setLinkOpen(true);
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: updated }) => {
        const next = editorValue(updated);
        reported.current = next;
        handlers.current.onChange(next);
      },
      onBlur: () => handlers.current.onBlur?.(),
    },
    [extensions],
  );

  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
    // In source mode the HTML shown follows too: after a save, it is what the server stored.
    setSource((shown) => (shown === null ? null : editor.getHTML()));
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }: { editor: Editor }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? null,
      newWindow: current.getAttributes('link').target === NEW_WINDOW_TARGET,
      colour: (current.getAttributes('textStyle').color as string | undefined) ?? null,
      format: activeFormat(current, config),
    }),
  });

  const inSource = source !== null;
  const toggleSource = () => {
    if (inSource) {
      editor.commands.setContent(normaliseSourceHtml(source), { emitUpdate: true });
      setSource(null);
    } else {
      setSource(editor.getHTML());
    }
  };
  // Typed HTML goes through the editor's schema at once, so what the form holds is what the editor would keep.
  const editSource = (html: string) => {
    setSource(html);
    editor.commands.setContent(normaliseSourceHtml(html), { emitUpdate: true });
  };

  const applyLink = ({ href, newWindow }: LinkChoice) => {
    setLinkOpen(false);
    const attributes = { href, target: newWindow ? NEW_WINDOW_TARGET : null, rel: newWindow ? NEW_WINDOW_REL : null };
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: attributes }] }).run();
    } else {
      chain.extendMarkRange('link').setLink(attributes).run();
    }
  };
  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const toggle = (name: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList') => () => {
    const chain = editor.chain().focus();
    if (name === 'bold') chain.toggleBold().run();
    else if (name === 'italic') chain.toggleItalic().run();
    else if (name === 'underline') chain.toggleUnderline().run();
    else if (name === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  return (
    <div className={['ui-rich-editor', error && 'ui-rich-editor--invalid'].filter(Boolean).join(' ')}>
      <span id={ids.label} className="ui-field__label" onClick={() => editor.commands.focus()}>
        {label}
      </span>
      {hint !== undefined && (
        <div id={ids.hint} className="ui-field__hint">
          {hint}
        </div>
      )}
      <div className="ui-rich-editor__frame">
        <div role="toolbar" aria-label={t('ui.richEditor.toolbar', { label })} className="ui-rich-editor__toolbar">
          {config.formats.length > 0 && (
            <FormatSelect formats={config.formats} value={state.format} disabled={inSource} onChange={(format) => applyFormat(editor, format)} />
          )}
          {config.bold && (
            <ToolbarButton label={t('ui.richEditor.bold')} pressed={state.bold} disabled={inSource} onClick={toggle('bold')}>
              <strong>B</strong>
            </ToolbarButton>
          )}
          {config.italic && (
            <ToolbarButton label={t('ui.richEditor.italic')} pressed={state.italic} disabled={inSource} onClick={toggle('italic')}>
              <em>I</em>
            </ToolbarButton>
          )}
          {config.underline && (
            <ToolbarButton label={t('ui.richEditor.underline')} pressed={state.underline} disabled={inSource} onClick={toggle('underline')}>
              <u>U</u>
            </ToolbarButton>
          )}
          {config.bullets_list && (
            <ToolbarButton label={t('ui.richEditor.bulletList')} pressed={state.bulletList} disabled={inSource} onClick={toggle('bulletList')}>
              <ListIcon ordered={false} />
            </ToolbarButton>
          )}
          {config.ordered_list && (
            <ToolbarButton label={t('ui.richEditor.orderedList')} pressed={state.orderedList} disabled={inSource} onClick={toggle('orderedList')}>
              <ListIcon ordered />
            </ToolbarButton>
          )}
          {colours && (
            <ColourPicker
              palette={palette}
              value={state.colour}
              disabled={inSource}
              onChange={(colour) =>
                colour === null ? editor.chain().focus().unsetColor().run() : editor.chain().focus().setColor(colour).run()
              }
            />
          )}
          <ToolbarButton label={t('ui.richEditor.link')} pressed={state.link} disabled={inSource} onClick={() => setLinkOpen(true)}>
            {/* Drawn, not an emoji: a machine without an emoji font would show an empty box. */}
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
              <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
            </svg>
          </ToolbarButton>
          {config.source && (
            <ToolbarButton label={t('ui.richEditor.source')} pressed={inSource} onClick={toggleSource}>
              {'</>'}
            </ToolbarButton>
          )}
        </div>
        <EditorContent editor={editor} hidden={inSource} />
        {inSource && (
          <textarea
            id={ids.source}
            className="ui-rich-editor__source"
            aria-label={t('ui.richEditor.sourceLabel', { label })}
            aria-describedby={describedBy}
            rows={10}
            spellCheck={false}
            value={source}
            onChange={(event) => editSource(event.target.value)}
            onBlur={() => handlers.current.onBlur?.()}
          />
        )}
      </div>
      <FieldError id={ids.error} error={error} />
      {linkOpen && (
        <LinkDialog
          current={state.href ? { href: state.href, newWindow: state.newWindow } : null}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </div>
  );
}
