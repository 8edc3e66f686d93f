import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { UploaderError } from './useUploader';

const KNOWN: Record<string, MessageKey> = {
  EXTENSION_NOT_ALLOWED: 'ui.uploader.error.EXTENSION_NOT_ALLOWED',
  FILE_TOO_LARGE: 'ui.uploader.error.FILE_TOO_LARGE',
  INVALID_FILE_NAME: 'ui.uploader.error.INVALID_FILE_NAME',
  CONTENT_MISMATCH: 'ui.uploader.error.CONTENT_MISMATCH',
  INVALID_ARCHIVE: 'ui.uploader.error.INVALID_ARCHIVE',
};

/** The message for a failed upload (the same words whether the browser or the server refused the file). */
export function uploadErrorMessageKey(error: Pick<UploaderError, 'code'>): MessageKey {
  return KNOWN[error.code] ?? 'ui.uploader.error.other';
}
