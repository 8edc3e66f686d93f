/** Every error code the API answers with, and the status it travels with (spec §8). */
export const ERROR_STATUS = {
  SESSION_EXPIRED: 401,
  PASSWORD_EXPIRED: 401,
  AUTHENTICATION_FAILED: 401,
  USER_NOT_FOUND: 401,
  ACCESS_DENIED: 403,
  INVALID_CSRF_TOKEN: 403,
  MANDATE_EXPIRED: 403,
  CLIENT_LOCKED: 403,
  ACCOUNT_LOCKED: 403,
  TOO_MANY_ATTEMPTS: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STATE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  TEMPORARY_PASSWORD: 419,
  INVALID_RECORD: 422,
  INVALID_RECORDS: 422,
  INVALID_CONFIG: 422,
  // Super admin (spec §8): a users sync of the client is already queued or running.
  ALREADY_WORKING: 422,
  // Exports (spec §8): a client's limit of exports at once or per day is reached; `details.retry_after` says when.
  EXPORT_LIMIT_REACHED: 422,
  // Imports: the file is not a spreadsheet the import can read, or is beyond its limits.
  INVALID_SPREADSHEET: 422,
  // Uploads (spec §5): the file's name, type, content or archive is refused; too large is 413.
  EXTENSION_NOT_ALLOWED: 422,
  INVALID_FILE_NAME: 422,
  CONTENT_MISMATCH: 422,
  INVALID_ARCHIVE: 422,
  FILE_TOO_LARGE: 413,
  BAD_REQUEST: 400,
  INTERNAL_ERROR: 500,
  CLIENT_IN_MAINTENANCE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A field-level problem: `error` is a code such as BLANK, INVALID, TOO_SHORT; the rest are its parameters. */
export interface FieldError {
  error: string;
  [parameter: string]: unknown;
}

/** The body of every error answer (DESIGN §6). */
export interface ErrorEnvelope {
  code: string;
  feedback: string;
  details?: Record<string, FieldError[]>;
}

export const INVALID_RECORD_CODES: readonly string[] = ['INVALID_RECORD', 'INVALID_RECORDS'];
