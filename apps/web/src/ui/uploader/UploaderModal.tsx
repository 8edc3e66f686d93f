import { useState, type ReactNode } from 'react';
import { ALLOWED_UPLOAD_EXTENSIONS } from '@platform/shared/files/upload-rules';
import { Button } from '../button/Button';
import { useT } from '../i18n/useT';
import { Modal, type ModalSize } from '../modal/Modal';
import { isReady, type UploaderFile } from './uploader-state';
import { useUploader, type UploaderOptions } from './useUploader';
import { UploaderView } from './UploaderView';

export interface UploaderModalProps<F extends UploaderFile> extends Omit<UploaderOptions<F>, 'files' | 'onFilesChange' | 'onDelete'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The list the modal starts from: it edits a copy, and nothing changes until Update. */
  files: readonly F[];
  /** Update: the edited list. The modal closes once a returned promise settles without error. */
  onUpdate(files: readonly F[]): void | Promise<void>;
  /** Cancel (or Escape, or the close button): the files uploaded while it was open, now unused. */
  onCancel?(uploaded: readonly F[]): void;
  /** Defaults to 'Attach files' (spec §2). */
  title?: string;
  description?: ReactNode;
  size?: ModalSize;
}

/**
 * The uploader in the 'Attach files' modal (spec §2): Cancel and Update, Update disabled until the loader
 * is ready (nothing running, the last upload not failed); the drop area and its loader 323 px high.
 */
export function UploaderModal<F extends UploaderFile>(props: UploaderModalProps<F>) {
  const { open, onOpenChange, files, onUpdate, onCancel, title, description, size = 'medium' } = props;
  const t = useT();
  const [draft, setDraft] = useState<readonly F[]>(files);
  const [updating, setUpdating] = useState(false);
  const controls = useUploader({ ...props, files: draft, onFilesChange: setDraft });

  // Each opening starts from the caller's list, with a ready loader.
  const [openedWith, setOpenedWith] = useState<boolean>(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) {
      setDraft(files);
      controls.reset();
    }
  }

  const cancel = () => {
    onCancel?.(draft.filter((file) => !files.some((kept) => kept.oid === file.oid)));
    onOpenChange(false);
  };
  const update = async () => {
    setUpdating(true);
    try {
      await onUpdate(draft);
      onOpenChange(false);
    } catch {
      // The caller says what went wrong; the modal stays open to try again or cancel.
    } finally {
      setUpdating(false);
    }
  };

  const titleText = title ?? t('ui.uploader.modalTitle');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={titleText}
      description={description}
      size={size}
      footer={
        <>
          <Button onClick={cancel}>{t('ui.uploader.cancel')}</Button>
          <Button variant="primary" disabled={!isReady(controls.status)} loading={updating} onClick={() => void update()}>
            {t('ui.uploader.update')}
          </Button>
        </>
      }
    >
      <UploaderView
        label={titleText}
        files={draft}
        controls={controls}
        multiple={props.multiple ?? true}
        disabled={props.disabled ?? false}
        accept={props.accept ?? ALLOWED_UPLOAD_EXTENSIONS}
        deleteStored={false}
        variant="modal"
      />
    </Modal>
  );
}
