import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttachedFile, RecordFile, RecordFiles } from '@platform/shared/files/files.schemas';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { useClient } from '../../app/session/page-data';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { useNotices } from '../../ui/notices/NoticeProvider';
import { uploadErrorMessageKey } from '../../ui/uploader/upload-error-message';
import { Uploader } from '../../ui/uploader/Uploader';
import { UploaderModal } from '../../ui/uploader/UploaderModal';
import type { UploaderError } from '../../ui/uploader/useUploader';
import { attachFiles, clientRecord, deleteFile, recordFilesKey, uploadAttachment, useRecordFiles } from './client-attachments.api';
import './ClientAttachments.css';

/** Statuses after which the page itself is gone or must change (sign in again, no access, maintenance). */
const PAGE_STATUSES = new Set([401, 403, 404, 503]);

/**
 * The client's attachments on its configuration page: documents attached to the client record, seen and
 * changed by its configurators. Files are uploaded, then attached, as soon as they are chosen; each can
 * be replaced (the 'Attach files' modal, one file) or deleted.
 */
export function ClientAttachments() {
  const t = useT();
  const client = useClient();
  const ref = clientRecord(client.name);
  const queryClient = useQueryClient();
  const list = useRecordFiles(ref);
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const [replacing, setReplacing] = useState<RecordFile | null>(null);

  const setFiles = (files: readonly RecordFile[]) =>
    queryClient.setQueryData<RecordFiles>(recordFilesKey(ref), (current) => current && { ...current, files: [...files] });
  const currentFiles = () => queryClient.getQueryData<RecordFiles>(recordFilesKey(ref))?.files ?? [];

  const report = (error: UploaderError) => {
    if (isApiError(error.cause) && PAGE_STATUSES.has(error.cause.status) && error.cause.code !== 'INVALID_CSRF_TOKEN') {
      handleCallError(error.cause, handlers, { isLoad: false });
      return;
    }
    const key = error.action === 'delete' ? 'configuration.attachments.deleteFailed' : uploadErrorMessageKey(error);
    notify({ level: 'error', message: t(key, { name: error.name ?? '' }) });
  };

  const replace = async (old: RecordFile, chosen: readonly AttachedFile[]) => {
    const [next] = chosen;
    if (next?.oid === old.oid) return;
    try {
      const attached = next ? await attachFiles(ref, [next.oid]) : [];
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
    <section className="client-attachments" aria-labelledby="client-attachments-title">
      <h2 id="client-attachments-title">{t('configuration.attachments.title')}</h2>
      <p className="client-attachments__intro">{t('configuration.attachments.intro')}</p>
      {list.data === undefined ? (
        <Loader type="small" />
      ) : (
        <Uploader<RecordFile>
          id="client-attachments"
          label={t('configuration.attachments.title')}
          files={list.data.files}
          onFilesChange={setFiles}
          disabled={!list.data.abilities.attach}
          upload={async (file) => attachFiles(ref, (await uploadAttachment(file)).map((uploaded) => uploaded.oid))}
          onDelete={async (file) => {
            await deleteFile(file.oid);
            notify({ level: 'success', message: t('configuration.attachments.deleted', { name: file.name }) });
          }}
          canDelete={(file) => file.abilities.delete}
          onError={report}
          fileActions={(file) =>
            file.abilities.delete && (
              <Button size="small" aria-label={t('configuration.attachments.replaceFile', { name: file.name })} onClick={() => setReplacing(file)}>
                {t('configuration.attachments.replace')}
              </Button>
            )
          }
        />
      )}
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
    </section>
  );
}
