import { useRef, useState, type CSSProperties, type DragEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { ConfirmButton } from '../confirm/ConfirmButton';
import { useT } from '../i18n/useT';
import { Loader } from '../loader/Loader';
import type { UploaderFile } from './uploader-state';
import type { UploaderControls } from './useUploader';
import './Uploader.css';

/** Spec §9: the uploader's loader is 323 px high (in the 'Attach files' modal). */
export const UPLOADER_LOADER_HEIGHT = 323;

export interface UploaderViewProps<F extends UploaderFile> {
  /** Names the drop area for assistive technology. */
  label: string;
  files: readonly F[];
  controls: UploaderControls<F>;
  multiple: boolean;
  disabled: boolean;
  accept: readonly string[];
  /** Whether deleting asks first and deletes for good (a stored file), or only takes the file off a draft list. */
  deleteStored: boolean;
  canDelete?(file: F): boolean;
  /** More actions beside a listed file (e.g. replace). */
  fileActions?(file: F): ReactNode;
  variant: 'inline' | 'modal';
}

/** The drop area (spec §2: 'Upload here', 'or', 'Select file'), its ready and failed states, and the list. */
export function UploaderView<F extends UploaderFile>(props: UploaderViewProps<F>) {
  const { label, files, controls, multiple, disabled, accept, variant } = props;
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { status } = controls;
  const busy = status.remaining > 0;

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void controls.addFiles(event.dataTransfer.files);
  };
  const style: CSSProperties | undefined = variant === 'modal' ? { height: UPLOADER_LOADER_HEIGHT } : undefined;
  const classes = [
    'ui-uploader__drop',
    status.loader === 'failed' && 'ui-uploader__drop--failed',
    dragging && 'ui-uploader__drop--dragging',
    disabled && 'ui-uploader__drop--disabled',
  ];

  return (
    <div className={`ui-uploader ui-uploader--${variant}`}>
      <div
        role="group"
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        className={classes.filter(Boolean).join(' ')}
        data-loader-state={status.loader}
        data-remaining={status.remaining}
        style={style}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {busy ? (
          <>
            <Loader type="medium" label={t('ui.uploader.remaining', { count: status.remaining })} />
            <p className="ui-uploader__remaining" aria-hidden="true">
              {t('ui.uploader.remaining', { count: status.remaining })}
            </p>
          </>
        ) : (
          <>
            {/* The failed state is the area's look alone (spec §8: no message text); callers say why, in a notice. */}
            <p className="ui-uploader__hint">{t('ui.uploader.uploadHere')}</p>
            <p className="ui-uploader__or">{t('ui.uploader.or')}</p>
            <Button disabled={disabled} onClick={() => input.current?.click()}>
              {t('ui.uploader.selectFile')}
            </Button>
          </>
        )}
        <input
          ref={input}
          type="file"
          hidden
          multiple={multiple}
          disabled={disabled}
          accept={accept.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void controls.addFiles(chosen);
          }}
        />
      </div>
      {files.length > 0 && <FileList {...props} />}
    </div>
  );
}

function FileList<F extends UploaderFile>({ files, controls, deleteStored, canDelete, fileActions, disabled }: UploaderViewProps<F>) {
  const t = useT();
  return (
    <ul className="ui-uploader__files" aria-label={t('ui.uploader.files')}>
      {files.map((file) => {
        const deletable = !disabled && (canDelete?.(file) ?? true);
        const deleteLabel = t('ui.uploader.deleteFile', { name: file.name });
        return (
          <li key={file.oid} className="ui-uploader__file">
            <a className="ui-uploader__name" href={file.url} target="_blank" rel="noopener">
              {file.name}
            </a>
            <span className="ui-uploader__actions">
              {fileActions?.(file)}
              {deletable &&
                (deleteStored ? (
                  <ConfirmButton
                    size="small"
                    aria-label={deleteLabel}
                    confirm={{ message: t('ui.uploader.confirmDelete', { name: file.name }), confirmLabel: t('ui.uploader.delete'), danger: true }}
                    onConfirm={() => controls.remove(file)}
                  >
                    {t('ui.uploader.delete')}
                  </ConfirmButton>
                ) : (
                  <Button size="small" aria-label={deleteLabel} onClick={() => void controls.remove(file)}>
                    {t('ui.uploader.delete')}
                  </Button>
                ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
