import { IMPERSONATION_REFUSALS, type ImpersonationRefusal } from '@platform/shared/users/impersonation.contract';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { isApiError } from '../../app/api/api-error';

/**
 * The notice for a refused impersonation, from the reason the server gives (403 `details.base`), or null
 * for failures the app's common handling shows (session ended, maintenance, network, server errors).
 */
export function refusalMessage(error: unknown): MessageKey | null {
  if (!isApiError(error)) return null;
  if (error.code === 'NOT_FOUND') return 'impersonation.notFound';
  if (error.code !== 'ACCESS_DENIED') return null;
  const reason = error.details.base?.[0]?.error;
  return isRefusal(reason) ? `impersonation.refused.${reason}` : 'impersonation.refused.other';
}

function isRefusal(reason: unknown): reason is ImpersonationRefusal {
  return (IMPERSONATION_REFUSALS as readonly unknown[]).includes(reason);
}
