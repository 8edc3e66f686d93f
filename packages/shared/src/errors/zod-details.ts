import type { FieldError } from './error-codes.js';

export type FieldErrors = Record<string, FieldError[]>;

/** A zod issue, or fastify's wrapper of one (its extra data under `params`). */
interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  params?: unknown;
  message?: string;
}

/**
 * Turns zod issues into the spec's per-field details (`{ field: [{ error: 'BLANK' }] }`).
 * The server answers with these; the web forms show the same codes before sending.
 */
export function detailsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'base';
    (details[field] ??= []).push(fieldErrorFromIssue(issue));
  }
  return details;
}

export function fieldErrorFromIssue(issue: IssueLike): FieldError {
  const data = { ...issue, ...(issue.params as object | undefined) } as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      return { error: isMissing(data) ? 'BLANK' : 'INVALID' };
    case 'too_small':
      if (data.origin === 'string' && data.minimum === 1) return { error: 'BLANK' };
      return {
        error: data.origin === 'string' || data.origin === 'array' ? 'TOO_SHORT' : 'TOO_SMALL',
        minimum: Number(data.minimum),
      };
    case 'too_big':
      return {
        error: data.origin === 'string' || data.origin === 'array' ? 'TOO_LONG' : 'TOO_BIG',
        maximum: Number(data.maximum),
      };
    case 'invalid_format':
      return { error: data.message === 'INVALID_DATE' ? 'INVALID_DATE' : 'INVALID' };
    case 'custom':
      return { error: typeof data.message === 'string' && /^[A-Z_]+$/.test(data.message) ? data.message : 'INVALID' };
    default:
      return { error: 'INVALID' };
  }
}

/** A missing value: zod v4 says so in its message unless the issue carries the input itself. */
function isMissing(data: Record<string, unknown>): boolean {
  if ('input' in data) return data.input === undefined || data.input === null;
  return typeof data.message === 'string' && /received (undefined|null)$/.test(data.message);
}
