import { useQuery } from '@tanstack/react-query';
import type { filesContract } from '@platform/shared/files/files.contract';
import type { AttachedFile, RecordRef } from '@platform/shared/files/files.schemas';
import { callApi } from '../api/call-api';
import { uploadFiles } from '../api/upload-files';

/** The calls behind a record's attachments (any record type the server declares for attached files). */
export const recordFilesKey = (ref: RecordRef) => ['files', ref.record_type, ref.record_id] as const;

export function useRecordFiles(ref: RecordRef) {
  return useQuery({
    queryKey: recordFilesKey(ref),
    queryFn: () => callApi<typeof filesContract.list>('GET /files', { query: ref }),
  });
}

/** Uploads one file; it belongs to no record until attached. */
export async function uploadAttachment(file: File): Promise<AttachedFile[]> {
  return (await uploadFiles<typeof filesContract.uploadAttachments>('POST /ckeditor/attachment_files', [file])).files;
}

export async function attachFiles(ref: RecordRef, oids: string[]) {
  return (await callApi<typeof filesContract.attach>('POST /files/attach', { body: { ...ref, oids } })).files;
}

export function deleteFile(oid: string) {
  return callApi<typeof filesContract.remove>('DELETE /files/:oid', { params: { oid } });
}
