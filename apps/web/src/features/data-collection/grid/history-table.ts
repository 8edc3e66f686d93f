import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';

/** How many past periods the table shows side by side. */
export const HISTORY_PERIODS = 5;

/** The subject's last periods before the open one (all of them when none is open), oldest first. */
export function pastPeriods(subject: Pick<Subject, 'periods' | 'open_period'>, count = HISTORY_PERIODS): string[] {
  const open = subject.open_period;
  return [...subject.periods]
    .filter((period) => open === null || period < open)
    .sort()
    .slice(-count);
}

export function numberFields(subject: Pick<Subject, 'fields'>): FieldDefinition[] {
  return subject.fields.filter((field) => field.type === 'number');
}

/** The approved values of one period by leaf. */
export function valuesByLeaf(inputs: readonly Input[], dimensionKey: string): Map<string, FormValues> {
  const map = new Map<string, FormValues>();
  for (const input of inputs) {
    const leaf = input.tags[dimensionKey];
    if (leaf !== undefined && input.state === 'approved') map.set(leaf, input.values);
  }
  return map;
}
