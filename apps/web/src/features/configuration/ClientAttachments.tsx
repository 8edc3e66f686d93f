import { useState } from 'react';
import type { AttachedFile, RecordFile } from '@platform/shared/files/files.schemas';
import { isApiError } from '../../app/api/api-error';
import { RecordAttachments } from '../../app/attachments/RecordAttachments';
import { useRecordAttachments } from '../../app/attachments/useRecordAttachments';
import { useClient } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/NoticeProvider';
import { UploaderModal } from '../../ui/uploader/UploaderModal';
import { attachFiles, deleteFile, uploadAttachment } from '../../app/attachments/record-files.api';
import { clientRecord } from './client-attachments.api';
import './ClientAttachments.css';

/**
 * The client's attachments on its configuration page: documents attached to the client record, seen and
 * changed by its configurators. Besides adding and deleting, each can be replaced (the 'Attach files'
 * modal, one file).
 */
export function ClientAttachments() {
  const t = useT();
  const client = useClient();
  const attachments = useRecordAttachments(clientRecord(client.name), { deleteFailed: 'configuration.attachments.deleteFailed' });
  const { record, setFiles, currentFiles, report } = attachments;
  const { notify } = useNotices();
  const [replacing, setReplacing] = useState<RecordFile | null>(null);

  const replace = async (old: RecordFile, chosen: readonly AttachedFile[]) => {
    const [next] = chosen;
    if (next?.oid === old.oid) return;
    try {
      const attached = next ? await attachFiles(record, [next.oid]) : [];
      await deleteFile(old.oid);
      // The list is in the order files were attached (the server's order): the new file comes last.
      setFiles([...currentFiles().filter((file) => file.oid !== old.oid), ...attached]);
      notify({ level: 'success', message: t(next ? 'configuration.attachments.replaced' : 'configuration.attachments.deleted', { name: old.name }) });
    } catch (error) {
      report({ action: next ? 'upload' : 'delete', code: isApiError(error) ? error.code : 'FAILED', name: next?.name ?? old.name, cause: error });
      throw error;
    }
  };

  return (
    <RecordAttachments
      attachments={attachments}
      id="client-attachments"
      className="client-attachments"
      title={t('configuration.attachments.title')}
      intro={t('configuration.attachments.intro')}
      deletedMessage={(name) => t('configuration.attachments.deleted', { name })}
      fileActions={(file) =>
        file.abilities.delete && (
          <Button size="small" aria-label={t('configuration.attachments.replaceFile', { name: file.name })} onClick={() => setReplacing(file)}>
            {t('configuration.attachments.replace')}
          </Button>
        )
      }
    >
      <UploaderModal<AttachedFile>
        id="client-attachment-replace"
        open={replacing !== null}
        onOpenChange={(open) => {
          if (!open) setReplacing(null);
        }}
        files={replacing ? [replacing] : []}
        multiple={false}
        description={replacing ? t('configuration.attachments.replaceDescription', { name: replacing.name }) : undefined}
        upload={uploadAttachment}
        onUpdate={(chosen) => (replacing ? replace(replacing, chosen) : undefined)}
        // Uploaded for the replacement, then cancelled: not attached to anything, so removed again.
        onCancel={(uploaded) => uploaded.forEach((file) => void deleteFile(file.oid).catch(() => undefined))}
        onError={report}
      />
    </RecordAttachments>
  );
}
