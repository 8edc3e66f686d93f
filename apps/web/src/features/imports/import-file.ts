import { uploadProblem, type UploadProblem } from '@platform/shared/files/upload-rules';
import { IMPORT_EXTENSIONS } from '@platform/shared/imports/import-limits';

/** Why a chosen file cannot be imported, before a byte is sent: the server's own rules (xlsx or csv, 30 MB, a usable name). */
export function importFileProblem(file: { name: string; size: number }): UploadProblem | null {
  return uploadProblem(file, IMPORT_EXTENSIONS);
}
