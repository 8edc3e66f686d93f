import { isApiError } from '../../../app/api/api-error';
import type { FieldError } from '@platform/shared/errors/error-codes';

/** What a refused save or submission means for the answer screen. */
export type SaveFailure =
  /** Someone else changed or moved the questionnaire since it was read: read it again. */
  | { kind: 'stale' }
  /** Answers refused, by question. */
  | { kind: 'invalid'; details: Record<string, FieldError[]> }
  /** The page itself goes (session ended, access withdrawn, gone): the app's handler shows why. */
  | { kind: 'page' }
  /** Anything else (the network, the server): try again. */
  | { kind: 'failed' };

const PAGE_KINDS = new Set(['SESSION_EXPIRED', 'PASSWORD_EXPIRED', 'ACCESS_DENIED', 'NOT_FOUND', 'CLIENT_IN_MAINTENANCE']);

/**
 * Reads a failed save or submission. A 422 is read by its code, not its kind: a submission has no body, so the
 * common classifier does not call it a refused record. A state the event does not allow (`details.event`) and a
 * questionnaire no longer open to answers (`details.base` READ_ONLY) mean it moved meanwhile, as a 409 does.
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 409) return { kind: 'stale' };
  if (error.status === 422 && error.code === 'INVALID_RECORD') {
    const { event, base, ...fields } = error.details;
    if (event || base?.some((item) => item.error === 'READ_ONLY')) return { kind: 'stale' };
    if (Object.keys(fields).length > 0) return { kind: 'invalid', details: fields };
    return { kind: 'failed' };
  }
  if (PAGE_KINDS.has(error.kind)) return { kind: 'page' };
  return { kind: 'failed' };
}
