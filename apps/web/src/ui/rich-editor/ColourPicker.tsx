import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/useT';

export interface ColourPickerProps {
  palette: readonly string[];
  /** The colour at the cursor, if any. */
  value: string | null;
  disabled?: boolean;
  onChange: (colour: string | null) => void;
}

/** A button opening the palette's swatches, and "no colour". Escape closes it and returns to the button. */
export function ColourPicker({ palette, value, disabled, onChange }: ColourPickerProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (colour: string | null) => {
    setOpen(false);
    onChange(colour);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const current = value?.toLowerCase() ?? null;
  return (
    <div className="ui-rich-editor__colour" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="ui-rich-editor__button"
        aria-label={t('ui.richEditor.colour')}
        title={t('ui.richEditor.colour')}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true" className="ui-rich-editor__colour-glyph" style={{ borderBottomColor: value ?? 'currentColor' }}>
          A
        </span>
      </button>
      <div id={panelId} role="group" aria-label={t('ui.richEditor.colour')} className="ui-rich-editor__palette" hidden={!open}>
        {palette.map((colour) => (
          <button
            key={colour}
            type="button"
            className="ui-rich-editor__swatch"
            style={{ background: colour }}
            aria-label={t('ui.richEditor.colourValue', { colour })}
            title={colour}
            aria-pressed={current === colour.toLowerCase()}
            onClick={() => choose(colour)}
          />
        ))}
        <button type="button" className="ui-rich-editor__no-colour" aria-pressed={current === null} onClick={() => choose(null)}>
          {t('ui.richEditor.noColour')}
        </button>
      </div>
    </div>
  );
}
