import type { FieldError } from '@platform/shared/errors/error-codes';
import { isApiError } from '../../../app/api/api-error';
import type { RowStatus, SaveMode } from './grid-rows';

/**
 * A row's status after the server refused it. DUPLICATED points at the input already there; when
 * VARIATION_EXCEEDED is the only problem, the row waits for a justification; other field codes are errors to fix.
 */
export function statusFromFailure(error: unknown, mode: SaveMode): RowStatus {
  if (!isApiError(error)) return { kind: 'failed', code: 'NETWORK_ERROR' };
  if (error.code === 'STATE_CHANGED') return { kind: 'stale' };
  if (error.kind !== 'INVALID') return { kind: 'failed', code: error.code };
  const entries = Object.entries(error.details);
  const duplicated = entries.flatMap(([, errors]) => errors).find((fieldError) => fieldError.error === 'DUPLICATED');
  if (duplicated) return { kind: 'duplicated', inputId: existingInputId(duplicated) };
  const blocking = entries
    .map(([fieldId, errors]) => [fieldId, errors.filter((fieldError) => fieldError.error !== 'VARIATION_EXCEEDED')] as const)
    .filter(([, errors]) => errors.length > 0);
  if (blocking.length > 0) return { kind: 'invalid', errors: Object.fromEntries(blocking) };
  const fieldIds = entries.filter(([, errors]) => errors.some((fieldError) => fieldError.error === 'VARIATION_EXCEEDED')).map(([fieldId]) => fieldId);
  if (fieldIds.length > 0) return { kind: 'variation', fieldIds, mode };
  return { kind: 'failed', code: error.code };
}

function existingInputId(error: FieldError): number | null {
  const id = error.id ?? error.input_id;
  return typeof id === 'number' ? id : null;
}
