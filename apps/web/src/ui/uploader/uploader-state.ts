/** A file the uploader lists (spec §3, attached file): what it shows, links to and deletes by. */
export interface UploaderFile {
  oid: string;
  name: string;
  url: string;
}

/** The files one upload answered, tagged with the name of the uploader that sent it (spec §3). */
export interface UploadBatch<F extends UploaderFile = UploaderFile> {
  id: string;
  files: readonly F[];
}

/** Spec §4: the loader is ready or failed, and the uploader counts the uploads still running. */
export interface UploaderStatus {
  loader: 'ready' | 'failed';
  remaining: number;
}

export const INITIAL_STATUS: UploaderStatus = { loader: 'ready', remaining: 0 };

export type StatusEvent = 'started' | 'succeeded' | 'failed';

export function nextStatus(status: UploaderStatus, event: StatusEvent): UploaderStatus {
  switch (event) {
    case 'started':
      return { ...status, remaining: status.remaining + 1 };
    case 'succeeded':
      return { loader: 'ready', remaining: Math.max(0, status.remaining - 1) };
    case 'failed':
      return { loader: 'failed', remaining: Math.max(0, status.remaining - 1) };
  }
}

/** Ready for the modal's Update: nothing running and the last upload did not fail. */
export const isReady = (status: UploaderStatus): boolean => status.loader === 'ready' && status.remaining === 0;

/**
 * The list after an upload succeeded (spec §4): a batch for another uploader changes nothing; in multiple
 * mode the new files are appended, otherwise the first new file replaces the list.
 */
export function filesAfterUpload<F extends UploaderFile>(files: readonly F[], batch: UploadBatch<F>, uploader: { id: string; multiple: boolean }): readonly F[] {
  if (batch.id !== uploader.id) return files;
  if (uploader.multiple) return [...files, ...batch.files];
  return batch.files.length > 0 ? [batch.files[0]!] : files;
}

/** The list after a file was deleted: removed by its oid (spec §4). */
export function filesAfterDelete<F extends UploaderFile>(files: readonly F[], oid: string): readonly F[] {
  return files.filter((file) => file.oid !== oid);
}
