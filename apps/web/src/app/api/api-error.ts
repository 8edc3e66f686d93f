import { classifyError, type ClientErrorKind } from '@platform/shared/errors/client-error-kind';
import type { ErrorEnvelope, FieldError } from '@platform/shared/errors/error-codes';

/** A failed API call, with the spec's error kind decided from its status and body. */
export class ApiError extends Error {
  readonly kind: ClientErrorKind;
  readonly code: string;
  readonly feedback: string;
  readonly details: Record<string, FieldError[]>;

  constructor(
    readonly status: number,
    readonly body: Partial<ErrorEnvelope> | undefined,
    method: string,
    hasPayload: boolean,
  ) {
    super(body?.feedback ?? `HTTP ${status}`);
    this.kind = classifyError(status, body, method, hasPayload);
    this.code = body?.code ?? (status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR');
    this.feedback = body?.feedback ?? '';
    this.details = body?.details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
