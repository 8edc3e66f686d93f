import type { FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';

/** An input as the calculation reads it: its subject by key, so definitions never hold row ids. */
export type CalculationInput = {
  id: number;
  subjectKey: string;
  period: string;
  tags: Record<string, string>;
  values: FormValues;
  notApplicable: NotApplicable;
  state: InputState;
};

/** One node of a tag tree; `parentKey` is null for a dimension's root. */
export type TagTreeNode = { key: string; parentKey: string | null; depth: number; dimension: string };

export type CalculatedRow = { period: string; value: number | null; tags?: Record<string, string> };

/** How many inputs gave "not applicable" instead of a value, where a value was read. */
export type NotApplicableCount = { period: string; count: number; tags?: Record<string, string> };

export type CalculationResult = {
  rows: CalculatedRow[];
  notApplicable: NotApplicableCount[];
};
