import type { CalculationDefinition, CalculationOperand } from '@platform/shared/indicators/calculation.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldErrors } from '../../platform/errors/app-error.js';

/** What a calculation is checked against: the client's live subjects, by key. */
export type SubjectsByKey = ReadonlyMap<string, { fields: readonly FieldDefinition[]; tagDimensions: readonly SubjectTagDimension[] }>;

/**
 * A calculation must read what exists: a live subject of the client and one of its `number` fields (the
 * denominator's too), and break down by one of the subject's tag dimensions, no deeper than its inputs
 * are entered. Errors are keyed by the calculation's own paths (`calculation.subject`…).
 */
export function calculationErrors(calculation: CalculationDefinition, subjects: SubjectsByKey): FieldErrors {
  const details: FieldErrors = {};
  const fail = (path: string, error = 'INVALID', parameters: Record<string, unknown> = {}) => {
    (details[`calculation.${path}`] ??= []).push({ error, ...parameters });
  };
  const checkOperand = (operand: CalculationOperand, at: string) => {
    const subject = subjects.get(operand.subject);
    if (!subject) return fail(`${at}subject`);
    const field = subject.fields.find((candidate) => candidate.id === operand.field);
    if (!field || field.type !== 'number') fail(`${at}field`);
  };
  checkOperand(calculation, '');
  if (calculation.kind === 'ratio') checkOperand(calculation.denominator, 'denominator.');

  const subject = subjects.get(calculation.subject);
  if (calculation.breakdown !== undefined && subject) {
    const dimension = subject.tagDimensions.find((candidate) => candidate.key === calculation.breakdown);
    if (!dimension) fail('breakdown');
    else if (calculation.breakdownDepth !== undefined && calculation.breakdownDepth > dimension.depth) {
      fail('breakdownDepth', 'INVALID', { maximum: dimension.depth });
    }
  }
  return details;
}

/** Whether two stored calculations differ (null or unreadable ones included), whatever the order of their keys. */
export function calculationChanged(before: unknown, after: CalculationDefinition | null): boolean {
  return canonical(before ?? null) !== canonical(after);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
