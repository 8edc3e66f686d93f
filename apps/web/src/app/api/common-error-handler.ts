import type { ClientErrorKind } from '@platform/shared/errors/client-error-kind';
import { isApiError } from './api-error';
import { setBackendError } from './backend-error-store';

/** Kinds that replace the whole page with an error page. */
const PAGE_KINDS: ReadonlySet<ClientErrorKind> = new Set([
  'SESSION_EXPIRED',
  'PASSWORD_EXPIRED',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'CLIENT_IN_MAINTENANCE',
]);

export interface CommonErrorOptions {
  /** Shows a passing notice (for failures that should not take the page away). */
  notifyInternalError(): void;
  /** Shows that a limit of the client was reached (spec §8: a limited state, not a failure); the internal-error notice when absent. */
  notifyLimited?(): void;
  /** For loads (queries) an internal error replaces the page; for actions it is a notice. */
  isLoad: boolean;
}

/**
 * Where errors go that the calling screen did not handle itself: page-level
 * kinds become the current backend error (an error page); form validation is
 * left to the form; anything else is an internal error.
 */
export function handleCommonError(error: unknown, options: CommonErrorOptions): void {
  if (!isApiError(error)) {
    if ((error as Error)?.name === 'AbortError') return;
    options.notifyInternalError();
    return;
  }
  if (error.kind === 'INVALID') return;
  if (error.kind === 'LIMITED' && options.notifyLimited) {
    options.notifyLimited();
    return;
  }
  if (PAGE_KINDS.has(error.kind) || (options.isLoad && error.kind === 'INTERNAL_ERROR')) {
    setBackendError({ kind: error.kind, code: error.code, feedback: error.feedback });
    return;
  }
  options.notifyInternalError();
}

/** What the app does about a failed call besides the error page: a notice, and forgetting an ended session's profile. */
export interface CallErrorHandlers {
  notifyInternalError(): void;
  notifyLimited(): void;
  onSessionEnded(): void;
}

/**
 * A failed call, from the data cache or a plain call: to the common handler
 * unless the screen shows it itself, and, whoever shows it, an ended session
 * clears the profile (after the error page is set, so guards show it rather than redirect).
 */
export function handleCallError(
  error: unknown,
  handlers: CallErrorHandlers,
  options: { isLoad: boolean; handlesErrors?: boolean },
): void {
  if (!options.handlesErrors) handleCommonError(error, { notifyInternalError: handlers.notifyInternalError, notifyLimited: handlers.notifyLimited, isLoad: options.isLoad });
  if (isApiError(error) && error.kind === 'SESSION_EXPIRED') handlers.onSessionEnded();
}
