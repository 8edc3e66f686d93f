import { INVALID_RECORD_CODES, type ErrorEnvelope } from './error-codes.js';

/**
 * What the interface does with a failed call, decided from status and body
 * exactly as spec §8 maps them. Kept in shared so the mapping has one home
 * and one set of tests.
 */
export type ClientErrorKind =
  | 'PASSWORD_EXPIRED'
  | 'SESSION_EXPIRED'
  | 'ACCESS_DENIED'
  | 'NOT_FOUND'
  | 'CLIENT_IN_MAINTENANCE'
  | 'INVALID'
  | 'LIMITED'
  | 'TEMPORARY_PASSWORD'
  | 'INTERNAL_ERROR';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Codes saying a limit of the client was reached (spec §8: an export beyond the exports allowed at once or
 * per day): not a failure to report but a state the screen explains, with when to try again.
 */
export const LIMIT_REACHED_CODES: readonly string[] = ['EXPORT_LIMIT_REACHED'];

export function classifyError(
  status: number,
  body: Partial<ErrorEnvelope> | undefined,
  method: string,
  hasPayload: boolean,
): ClientErrorKind {
  if (status === 401) return body?.code === 'PASSWORD_EXPIRED' ? 'PASSWORD_EXPIRED' : 'SESSION_EXPIRED';
  if (status === 403) return 'ACCESS_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 419) return 'TEMPORARY_PASSWORD';
  if (status === 503) return 'CLIENT_IN_MAINTENANCE';
  if (status === 422 && body?.code !== undefined && LIMIT_REACHED_CODES.includes(body.code)) return 'LIMITED';
  if (
    status === 422 &&
    body?.code !== undefined &&
    INVALID_RECORD_CODES.includes(body.code) &&
    UNSAFE_METHODS.has(method.toUpperCase()) &&
    hasPayload
  ) {
    return 'INVALID';
  }
  return 'INTERNAL_ERROR';
}
