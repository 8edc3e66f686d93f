import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { RecordFile, RecordFiles } from '@platform/shared/files/files.schemas';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { uploadErrorMessageKey } from '../../../ui/uploader/upload-error-message';
import { Uploader } from '../../../ui/uploader/Uploader';
import type { UploaderError } from '../../../ui/uploader/useUploader';
import { attachFiles, deleteFile, recordFilesKey, uploadAttachment, useRecordFiles } from '../../configuration/client-attachments.api';
import { indicatorKeys } from '../../indicators/indicators.api';
import { indicatorRecord } from './indicator-record';

/** Statuses after which the page itself is gone or must change (sign in again, no access, maintenance). */
const PAGE_STATUSES = new Set([401, 403, 404, 503]);

/**
 * Documents attached to an indicator (shown with it on its public page): uploaded, then attached, as soon
 * as they are chosen; each can be deleted after confirming.
 */
export function IndicatorAttachments({ indicator }: { indicator: Indicator }) {
  const t = useT();
  const titleId = useId();
  const ref = indicatorRecord(indicator);
  const queryClient = useQueryClient();
  const list = useRecordFiles(ref);
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();

  const setFiles = (files: readonly RecordFile[]) => {
    queryClient.setQueryData<RecordFiles>(recordFilesKey(ref), (current) => current && { ...current, files: [...files] });
    // The indicator's own answer lists its attachments too.
    void queryClient.invalidateQueries({ queryKey: indicatorKeys.indicator(indicator.key), refetchType: 'none' });
  };

  const report = (error: UploaderError) => {
    if (isApiError(error.cause) && PAGE_STATUSES.has(error.cause.status) && error.cause.code !== 'INVALID_CSRF_TOKEN') {
      handleCallError(error.cause, handlers, { isLoad: false });
      return;
    }
    const key = error.action === 'delete' ? 'indicatorAdmin.attachments.deleteFailed' : uploadErrorMessageKey(error);
    notify({ level: 'error', message: t(key, { name: error.name ?? '' }) });
  };

  return (
    <section className="indicator-admin__attachments" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('indicatorAdmin.attachments.title')}</h2>
      <p className="indicator-admin__intro">{t('indicatorAdmin.attachments.intro')}</p>
      {list.data === undefined ? (
        <Loader type="small" />
      ) : (
        <Uploader<RecordFile>
          id="indicator-attachments"
          label={t('indicatorAdmin.attachments.title')}
          files={list.data.files}
          onFilesChange={setFiles}
          disabled={!list.data.abilities.attach}
          upload={async (file) => attachFiles(ref, (await uploadAttachment(file)).map((uploaded) => uploaded.oid))}
          onDelete={async (file) => {
            await deleteFile(file.oid);
            notify({ level: 'success', message: t('indicatorAdmin.attachments.deleted', { name: file.name }) });
          }}
          canDelete={(file) => file.abilities.delete}
          onError={report}
        />
      )}
    </section>
  );
}
