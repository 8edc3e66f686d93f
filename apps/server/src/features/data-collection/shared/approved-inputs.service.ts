import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { inputs, subjects } from '../data-collection.tables.js';

/** An input as published figures read it: its subject by key, so what reads it never holds a subject's row id. */
export interface ApprovedInput {
  id: number;
  subjectKey: string;
  period: string;
  tags: Record<string, string>;
  values: FormValues;
  notApplicable: NotApplicable;
  state: InputState;
}

/**
 * The client's approved, live inputs of these subjects (by key), in these periods or in all of them (`null`).
 * Run inside the reader's transaction, so what it reads and what it publishes agree.
 */
export function approvedInputs(db: Database, clientId: number, subjectKeys: readonly string[], periods: readonly string[] | null): Promise<ApprovedInput[]> {
  if (subjectKeys.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: inputs.id,
      subjectKey: subjects.key,
      period: inputs.period,
      tags: inputs.tags,
      values: inputs.values,
      notApplicable: inputs.notApplicable,
      state: inputs.state,
    })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(
      and(
        eq(inputs.clientId, clientId),
        eq(subjects.clientId, clientId),
        inArray(subjects.key, [...subjectKeys]),
        periods === null ? undefined : inArray(inputs.period, [...periods]),
        eq(inputs.state, 'approved'),
        isNull(inputs.deletedAt),
      ),
    );
}

/**
 * The subject (by key) and period of each of these inputs of the client, without repeats, whatever their state
 * now or whether they were deleted: an input that left "approved" takes its figures with it.
 */
export function periodsOfInputs(db: Database, clientId: number, inputIds: readonly number[]): Promise<{ subjectKey: string; period: string }[]> {
  if (inputIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ subjectKey: subjects.key, period: inputs.period })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.clientId, clientId), inArray(inputs.id, [...inputIds])));
}
