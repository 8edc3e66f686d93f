import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import type { InputRow } from '../shared/input-presenter.js';

/* What planning a batch of spreadsheet rows reads, each in one statement for the whole batch. */

export async function inputsById(db: Database, subjectId: number, ids: readonly number[]): Promise<Map<number, InputRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(inputs)
    .where(and(eq(inputs.subjectId, subjectId), inArray(inputs.id, [...new Set(ids)]), isNull(inputs.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The values inputs had at an earlier version: each field's value before the first change after that
 * version (the history keeps every change), else its value now. What a cell of an older file is compared to.
 */
export async function valuesAtVersions(db: Database, wanted: readonly { id: number; lockVersion: number }[]): Promise<Map<number, FormValues>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ inputId: inputHistory.inputId, lockVersion: inputHistory.lockVersion, changes: inputHistory.changes })
    .from(inputHistory)
    .where(or(...wanted.map((item) => and(eq(inputHistory.inputId, item.id), gt(inputHistory.lockVersion, item.lockVersion)))))
    .orderBy(asc(inputHistory.inputId), asc(inputHistory.lockVersion), asc(inputHistory.id));
  const current = await db
    .select({ id: inputs.id, values: inputs.values })
    .from(inputs)
    .where(inArray(inputs.id, [...new Set(wanted.map((item) => item.id))]));
  const result = new Map<number, FormValues>(current.map((row) => [row.id, { ...row.values }]));
  const fixed = new Map<number, Set<string>>();
  for (const row of rows) {
    const values = result.get(row.inputId);
    if (!values) continue;
    const done = fixed.get(row.inputId) ?? new Set<string>();
    fixed.set(row.inputId, done);
    for (const [field, change] of Object.entries(row.changes)) {
      if (field.includes('.') || done.has(field)) continue;
      done.add(field);
      if (change.from === null || change.from === undefined) delete values[field];
      else values[field] = change.from as FormValues[string];
    }
  }
  return result;
}

export async function liveInputsBySignature(db: Database, subjectId: number, wanted: readonly { period: string; signature: string }[]): Promise<Map<string, number>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: inputs.id, period: inputs.period, signature: inputs.tagSignature })
    .from(inputs)
    .where(
      and(
        eq(inputs.subjectId, subjectId),
        isNull(inputs.deletedAt),
        inArray(inputs.period, [...new Set(wanted.map((item) => item.period))]),
        inArray(inputs.tagSignature, [...new Set(wanted.map((item) => item.signature))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.period}|${row.signature}`, row.id]));
}

/** Last year's approved values for each row's tags: what the variation rule compares to. */
export async function approvedBySignature(db: Database, subjectId: number, wanted: readonly { period: string; signature: string }[]): Promise<Map<string, FormValues>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ period: inputs.period, signature: inputs.tagSignature, values: inputs.values })
    .from(inputs)
    .where(
      and(
        eq(inputs.subjectId, subjectId),
        eq(inputs.state, 'approved'),
        isNull(inputs.deletedAt),
        inArray(inputs.period, [...new Set(wanted.map((item) => item.period))]),
        inArray(inputs.tagSignature, [...new Set(wanted.map((item) => item.signature))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.period}|${row.signature}`, row.values]));
}
