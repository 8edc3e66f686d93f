import { type ReactNode, useId } from 'react';
import type { RecordFile } from '@platform/shared/files/files.schemas';
import { Loader } from '../../ui/loader/Loader';
import { useNotices } from '../../ui/notices/useNotices';
import { Uploader } from '../../ui/uploader/Uploader';
import { attachFiles, deleteFile, uploadAttachment } from './record-files.api';
import type { RecordAttachmentsState } from './useRecordAttachments';
import './RecordAttachments.css';

interface RecordAttachmentsProps {
  attachments: RecordAttachmentsState;
  /** The uploader's id, unique on the page. */
  id: string;
  /** The section's own class, for its width and heading size. */
  className: string;
  title: string;
  intro: string;
  /** The notice once a file is deleted. */
  deletedMessage(name: string): string;
  /** More buttons on each listed file. */
  fileActions?(file: RecordFile): ReactNode;
  /** What else the section holds (a dialog of its own). */
  children?: ReactNode;
}

/**
 * The documents attached to a record: uploaded, then attached, as soon as they are chosen; each can be
 * deleted after confirming, by whoever the record's abilities allow.
 */
export function RecordAttachments({ attachments, id, className, title, intro, deletedMessage, fileActions, children }: RecordAttachmentsProps) {
  const titleId = useId();
  const { notify } = useNotices();
  const { record, list, setFiles, report } = attachments;
  return (
    <section className={`record-attachments ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="record-attachments__intro">{intro}</p>
      {list.data === undefined ? (
        <Loader type="small" />
      ) : (
        <Uploader<RecordFile>
          id={id}
          label={title}
          files={list.data.files}
          onFilesChange={setFiles}
          disabled={!list.data.abilities.attach}
          upload={async (file) => attachFiles(record, (await uploadAttachment(file)).map((uploaded) => uploaded.oid))}
          onDelete={async (file) => {
            await deleteFile(file.oid);
            notify({ level: 'success', message: deletedMessage(file.name) });
          }}
          canDelete={(file) => file.abilities.delete}
          onError={report}
          fileActions={fileActions}
        />
      )}
      {children}
    </section>
  );
}
