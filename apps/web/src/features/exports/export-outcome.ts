import type { FieldError } from '@platform/shared/errors/error-codes';
import type { ExportBody } from '@platform/shared/exports/exports.schemas';
import type { ApiError } from '../../app/api/api-error';

/** The lists of an export a refusal may name (spec §8: invalid records, keyed by what was chosen). */
export const CHOICE_GROUPS = ['subjects', 'indicators', 'periods', 'tags', 'states'] as const;
export type ChoiceGroupName = (typeof CHOICE_GROUPS)[number];

export interface ChoiceProblem {
  /** The first error of the list (spec §5: one error per field shows). */
  error: FieldError;
  /** The chosen values the server named, marked in the list. */
  values: string[];
}

export interface ChoiceProblems {
  groups: Partial<Record<ChoiceGroupName, ChoiceProblem>>;
  /** Errors on anything else (the kind, the format, the whole request). */
  other: FieldError[];
}

const isGroup = (name: string): name is ChoiceGroupName => (CHOICE_GROUPS as readonly string[]).includes(name);

/** Strings a field error carries to name the values it is about (`value`, `values`, `key`, `keys`). */
function namedValues(error: FieldError): string[] {
  return [error.value, error.key, ...(Array.isArray(error.values) ? error.values : []), ...(Array.isArray(error.keys) ? error.keys : [])].filter(
    (value): value is string => typeof value === 'string',
  );
}

/**
 * Where a 422 INVALID_RECORDS puts its errors: on the list it names (`subjects`, or one chosen value of it,
 * `subjects.2`, the index of what was sent), with the values to mark; anything else apart.
 */
export function choiceProblems(error: Pick<ApiError, 'details'>, sent: ExportBody): ChoiceProblems {
  const groups: ChoiceProblems['groups'] = {};
  const other: FieldError[] = [];
  for (const [field, errors] of Object.entries(error.details)) {
    const [name = '', index] = field.split('.');
    const first = errors[0];
    if (!first) continue;
    if (!isGroup(name)) {
      other.push(first);
      continue;
    }
    const chosen = sent[name] as readonly string[] | undefined;
    const atIndex = index !== undefined && /^\d+$/.test(index) ? chosen?.[Number(index)] : undefined;
    const values = [...(atIndex === undefined ? [] : [atIndex]), ...errors.flatMap(namedValues)];
    const known = groups[name];
    groups[name] = { error: known?.error ?? first, values: [...new Set([...(known?.values ?? []), ...values])] };
  }
  return { groups, other };
}

export interface ExportLimit {
  limit: 'concurrent' | 'daily' | null;
  max: number | null;
  /** When the next export is possible (ISO date and time), if the server said. */
  at: string | null;
}

/**
 * What a 422 EXPORT_LIMIT_REACHED says in `details.retry_after`: the limit reached, its maximum, and when to try
 * again. When both limits are reached, the one freeing last decides when the next export is possible.
 */
export function exportLimitOf(error: Pick<ApiError, 'details'>): ExportLimit {
  const reached = (error.details.retry_after ?? []) as Record<string, unknown>[];
  const when = (item: Record<string, unknown>) => (typeof item.at === 'string' ? Date.parse(item.at) || 0 : 0);
  const retry = reached.reduce<Record<string, unknown> | undefined>((latest, item) => (latest === undefined || when(item) > when(latest) ? item : latest), undefined);
  const limit = retry?.limit === 'concurrent' || retry?.limit === 'daily' ? retry.limit : null;
  const max = typeof retry?.max === 'number' ? retry.max : null;
  const at = typeof retry?.at === 'string' && !Number.isNaN(Date.parse(retry.at)) ? retry.at : null;
  return { limit, max, at };
}
