import type { ApprovedInput } from '../../data-collection/index.js';

/** An input as the calculation reads it: the approved inputs data collection hands over (its subject by key). */
export type CalculationInput = ApprovedInput;

/** One node of a tag tree; `parentKey` is null for a dimension's root. */
export type TagTreeNode = { key: string; parentKey: string | null; depth: number; dimension: string };

export type CalculatedRow = { period: string; value: number | null; tags?: Record<string, string> };

/** How many inputs gave "not applicable" instead of a value, where a value was read. */
export type NotApplicableCount = { period: string; count: number; tags?: Record<string, string> };

export type CalculationResult = {
  rows: CalculatedRow[];
  notApplicable: NotApplicableCount[];
};
