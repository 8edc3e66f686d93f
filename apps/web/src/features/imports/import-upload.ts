import type { ResponseOf } from '@platform/shared/http/contract';
import { IMPORT_FILE_FIELD } from '@platform/shared/imports/import-limits';
import type { importsContract } from '@platform/shared/imports/imports.contract';
import type { ImportMapping } from '@platform/shared/imports/imports.schemas';
import { postMultipart } from '../../app/api/upload-files';

type Created = ResponseOf<typeof importsContract.create>;

/** What one `POST /api/import` sends: the file, its subject, and how to read it. */
export interface ImportUpload {
  file: File;
  subject: string;
  dryRun: boolean;
  /** Writes the rows without errors and leaves the others (an import, never a dry run). */
  onlyValid?: boolean;
  /** Column header → target; none lets the server match the columns itself. */
  mapping?: ImportMapping;
}

/**
 * Sends a spreadsheet to dry-run or import. The app's upload call sends files under `upload` only, while an
 * import is one `file` with text fields beside it (importFormSchema), sent through the same multipart POST
 * (`postMultipart`: the CSRF token as header and field, a stale token fetched again once). The same File may be
 * sent again (a dry run with a corrected mapping, then the import): the browser reads it from disk each time.
 */
export function postImport(upload: ImportUpload, signal?: AbortSignal): Promise<Created> {
  return postMultipart<Created>('/import', (form) => appendImportFields(form, upload), signal);
}

/** The import's fields, text first: the server reads the body in order and checks them before it keeps the file. */
export function appendImportFields(form: FormData, upload: ImportUpload): void {
  form.append('subject', upload.subject);
  form.append('dry_run', String(upload.dryRun));
  if (upload.onlyValid) form.append('only_valid', 'true');
  if (upload.mapping && Object.keys(upload.mapping).length > 0) form.append('mapping', JSON.stringify(upload.mapping));
  form.append(IMPORT_FILE_FIELD, upload.file, upload.file.name);
}
