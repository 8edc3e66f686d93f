import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { useT } from '../i18n/useT';
import './FileDrop.css';

export interface FileDropProps {
  /** Names the drop area for assistive technology. */
  label: string;
  /** Extensions offered by the file chooser, without the dot. */
  accept: readonly string[];
  /** A file was dropped or chosen: the caller checks it and keeps it (nothing is sent from here). */
  onFile(file: File): void;
  disabled?: boolean;
  /** The area shows the failed look (a refused file); the caller says why beside it. */
  invalid?: boolean;
  /** Read after the label: what may be dropped, or why the last file was refused. */
  describedBy?: string;
  /** Shown under the button: the chosen file, or what may be chosen. */
  children?: ReactNode;
}

/**
 * A drop area with a "Select file" button for one file the screen keeps in memory and sends itself, maybe
 * several times (the uploader, by contrast, sends each file as soon as it is chosen). It looks like the
 * uploader's area and says the same words.
 */
export function FileDrop({ label, accept, onFile, disabled = false, invalid = false, describedBy, children }: FileDropProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };
  const classes = ['ui-file-drop', dragging && 'ui-file-drop--dragging', invalid && 'ui-file-drop--invalid', disabled && 'ui-file-drop--disabled'];

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className={classes.filter(Boolean).join(' ')}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="ui-file-drop__hint">{t('ui.uploader.uploadHere')}</p>
      <p className="ui-file-drop__or">{t('ui.uploader.or')}</p>
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        {t('ui.uploader.selectFile')}
      </Button>
      {children}
      <input
        ref={input}
        type="file"
        hidden
        disabled={disabled}
        accept={accept.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is still a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
