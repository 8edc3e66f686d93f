import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { RecordFile, RecordFiles, RecordRef } from '@platform/shared/files/files.schemas';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { uploadErrorMessageKey } from '../../ui/uploader/upload-error-message';
import type { UploaderError } from '../../ui/uploader/useUploader';
import { recordFilesKey, useRecordFiles } from './record-files.api';
import { isApiError } from '../api/api-error';
import { handleCallError } from '../api/common-error-handler';
import { useCallErrorHandlers } from '../api/use-call-error-handlers';

/** Statuses after which the page itself is gone or must change (sign in again, no access, maintenance). */
const PAGE_STATUSES = new Set([401, 403, 404, 503]);

export interface RecordAttachmentsOptions {
  /** The notice when deleting a file fails ({name} is the file's). */
  deleteFailed: MessageKey;
  /** Called after the list changed, for other answers that carry the record's files too. */
  onFilesChange?: () => void;
}

/**
 * The files attached to a record, kept in the query cache as the uploader changes them, and how a failed
 * upload or delete is told: the error page when the page itself is gone, a notice otherwise.
 */
export function useRecordAttachments(record: RecordRef, { deleteFailed, onFilesChange }: RecordAttachmentsOptions) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useRecordFiles(record);
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();

  const setFiles = (files: readonly RecordFile[]) => {
    queryClient.setQueryData<RecordFiles>(recordFilesKey(record), (current) => current && { ...current, files: [...files] });
    onFilesChange?.();
  };
  const currentFiles = () => queryClient.getQueryData<RecordFiles>(recordFilesKey(record))?.files ?? [];

  const report = (error: UploaderError) => {
    if (isApiError(error.cause) && PAGE_STATUSES.has(error.cause.status) && error.cause.code !== 'INVALID_CSRF_TOKEN') {
      handleCallError(error.cause, handlers, { isLoad: false });
      return;
    }
    const key = error.action === 'delete' ? deleteFailed : uploadErrorMessageKey(error);
    notify({ level: 'error', message: t(key, { name: error.name ?? '' }) });
  };

  return { record, list, setFiles, currentFiles, report };
}

export type RecordAttachmentsState = ReturnType<typeof useRecordAttachments>;
