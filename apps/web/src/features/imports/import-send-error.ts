import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { isApiError } from '../../app/api/api-error';
import { fieldErrorMessage } from '../../app/forms/server-errors';
import type { Translate } from '../../ui/i18n/useT';
import { uploadErrorMessageKey } from '../../ui/uploader/upload-error-message';

/** Refusals of the file itself, worded as the uploader words them. */
const FILE_CODES = new Set(['EXTENSION_NOT_ALLOWED', 'FILE_TOO_LARGE', 'INVALID_FILE_NAME', 'CONTENT_MISMATCH', 'INVALID_ARCHIVE']);

/**
 * What the screen says when the server refused to take a file: the file's own refusal, a spreadsheet it cannot
 * read (in the server's words), or the form's invalid fields. Null for anything else, which goes to the common
 * handling (an ended session, a lost right, a failure).
 */
export function importSendMessages(error: unknown, fileName: string, t: Translate): string[] | null {
  if (!isApiError(error)) return null;
  if (FILE_CODES.has(error.code)) return [t(uploadErrorMessageKey({ code: error.code }) as MessageKey, { name: fileName })];
  if (error.code === 'INVALID_SPREADSHEET') return [error.feedback || t('imports.check.failedToStart')];
  if (error.kind === 'INVALID') {
    const messages = Object.values(firstFieldErrors(error.details)).map((fieldError) => fieldErrorMessage(t, fieldError));
    return messages.length > 0 ? messages : [error.feedback || t('imports.check.failedToStart')];
  }
  return null;
}
