import type { ConfigFinding } from '@platform/shared/super-admin/config-versions.schemas';
import { isApiError } from '../../../app/api/api-error';
import type { ConfigReview } from './ConfigReviewPanel';

/** A 422 INVALID_CONFIG read back into findings (its details carry each one's code as `error`). */
export function reviewOfInvalidConfig(error: unknown): ConfigReview | null {
  if (!isApiError(error) || error.code !== 'INVALID_CONFIG') return null;
  const findings = (list: unknown): ConfigFinding[] =>
    Array.isArray(list) ? list.map((item: { error?: string; path?: string; message?: string }) => ({ code: item.error ?? '', path: item.path ?? '/', message: item.message ?? '' })) : [];
  return { errors: findings(error.details.errors), warnings: findings(error.details.warnings), diff: null, impact: null };
}

/** Saves a document as a file the browser downloads. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
