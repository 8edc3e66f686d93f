import { ERROR_STATUS, type ErrorCode, type FieldError } from '@platform/shared/errors/error-codes';

export type FieldErrors = Record<string, FieldError[]>;

/** An error the API answers with its envelope `{ code, feedback, details }` and the code's status. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly feedback: string = code,
    readonly details?: FieldErrors,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(feedback);
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export const invalidRecord = (details: FieldErrors, feedback = 'Please fix the errors.') =>
  new AppError('INVALID_RECORD', feedback, details);
export const notFound = (feedback = 'Not found') => new AppError('NOT_FOUND', feedback);
export const accessDenied = (feedback = 'Access denied') => new AppError('ACCESS_DENIED', feedback);
