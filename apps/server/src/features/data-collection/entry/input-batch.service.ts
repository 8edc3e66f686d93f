import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FieldDefinition, FieldValue, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { authorize } from '../../../platform/permissions/policy.js';
import type { OrderedTagNode } from '../../../platform/tags/tag-order.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import { EDITABLE_STATES, inputsPolicy, inScope, subjectsPolicy } from '../data-collection.policy.js';
import { inputCellOf } from '../shared/input-cells.js';
import { inputFacts, type InputRow } from '../shared/input-presenter.js';
import { dimensionNodes, findSubject, namedDimensions, type SubjectContext } from '../shared/subjects.service.js';
import { changesBetween, storedValues } from './input-changes.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { searchTextOf } from './search-text.js';
import { variationErrors } from './variation-rule.js';

/**
 * One row of a spreadsheet as an import read it: tags already named by node key, values typed by their
 * fields. Only the fields the file has a column for are in `values`; a cell the file could not read is in
 * `cellErrors` instead (INVALID), so the row is reported rather than written.
 */
export interface InputRowDraft {
  /** The row of the file (1 is the header row), for the report. */
  row: number;
  /** The input (and its version) the row was made from, by an export or a template. */
  rowKey: { inputId: number; lockVersion: number } | null;
  period: string | null;
  /** Dimension key → node key, or null for a cell naming no node of the dimension. */
  tags: Record<string, string | null>;
  values: FormValues;
  cellErrors: Record<string, string>;
  /**
   * The cells as the file shows them, by field id: a value written by an export or a template (a choice by its
   * name, rich text as plain text) reads back as the same cell, so the cell is known untouched even where the
   * value it reads as differs from the one stored.
   */
  cells?: Record<string, string | number | boolean | null>;
  /** Undefined when the file has no justification column. */
  justification?: string | null;
}

export interface RowProblem {
  code: string;
  /** A field id, a tag dimension, `period` or `row_key`; null for the whole row. */
  field: string | null;
}

export interface CellChange {
  field: string;
  old: unknown;
  new: unknown;
  kind: 'created' | 'updated' | 'conflict';
  server?: unknown;
}

/** What importing one row does: nothing (empty or unchanged), creates or changes an input, or is refused. */
export type RowPlan =
  | { row: number; kind: 'unchanged'; inputId?: number; conflicts: CellChange[] }
  | { row: number; kind: 'error'; inputId?: number; problems: RowProblem[]; conflicts: CellChange[] }
  | { row: number; kind: 'create'; period: string; tags: Record<string, string>; values: FormValues; justification: string | null; changes: CellChange[] }
  | {
      row: number;
      kind: 'update';
      input: InputRow;
      values: FormValues;
      justification: string | null;
      changes: CellChange[];
      conflicts: CellChange[];
    };

/**
 * Writes a subject's inputs from rows of a spreadsheet, by the rules of manual entry (spec §5's codes: BLANK,
 * INVALID, INVALID_DATE_FOR_PERIOD, DISABLED, DUPLICATED, VARIATION_EXCEEDED, READ_ONLY): `plan` says what each
 * row would do and writes nothing (the dry run), `apply` writes planned rows in one transaction. An import
 * plans then applies each batch, so a dry run and an import decide alike. Rows enter as submitted: imported
 * figures wait for approval as typed ones do.
 */
export interface InputImportSession {
  readonly subject: {
    key: string;
    name: { en: string; fr: string };
    fields: readonly FieldDefinition[];
    /** The subject's tag dimensions, named by their root node. */
    dimensions: readonly { key: string; depth: number; name: { en: string; fr: string } }[];
    periods: readonly string[];
  };
  /** The nodes a row may name, per dimension (the subject's depth, in the actor's scope or not), in tree order. */
  readonly nodes: readonly OrderedTagNode[];
  plan(db: Database, rows: readonly InputRowDraft[]): Promise<RowPlan[]>;
  /** Writes the planned creations and changes; returns the rows that lost a race (their input changed meanwhile). */
  apply(db: Database, plans: readonly RowPlan[]): Promise<Set<number>>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Opens an import into a subject for the actor: they must be one of its contributors (ACCESS_DENIED otherwise). */
export async function openInputImport(db: Database, actor: Actor, subjectKey: string): Promise<InputImportSession> {
  const subject = await findSubject(db, actor, subjectKey);
  authorize(subjectsPolicy, actor, 'enter', subject.facts);
  const dimensions = subject.row.tagDimensions;
  const allNodes = await dimensionNodes(
    db,
    actor.client.id,
    dimensions.map((dimension) => dimension.key),
  );
  const nodes = allNodes.filter((node) => dimensions.some((dimension) => dimension.key === node.dimension && dimension.depth === node.depth));
  const nodeByKey = new Map(allNodes.map((node) => [node.key, node]));
  // A signature seen in an earlier row of the same file: the second one is DUPLICATED, as a second live input would be.
  const seen = new Map<string, number>();
  return {
    subject: {
      key: subject.row.key,
      name: subject.row.name,
      fields: subject.row.fields,
      dimensions: namedDimensions(dimensions, allNodes),
      periods: subject.row.periods,
    },
    nodes,
    plan: (database, rows) => planRows(database, actor, subject, nodeByKey, seen, rows),
    apply: (database, plans) => applyPlans(database, actor, subject, nodeByKey, plans),
  };
}

async function planRows(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  nodeByKey: ReadonlyMap<string, OrderedTagNode>,
  seen: Map<string, number>,
  rows: readonly InputRowDraft[],
): Promise<RowPlan[]> {
  const { row: subjectRow } = subject;
  const keyed = await inputsById(
    db,
    subjectRow.id,
    rows.flatMap((row) => (row.rowKey ? [row.rowKey.inputId] : [])),
  );
  const originals = await valuesAtVersions(
    db,
    rows.flatMap((row) => {
      const input = row.rowKey ? keyed.get(row.rowKey.inputId) : undefined;
      return input && row.rowKey && input.lockVersion !== row.rowKey.lockVersion ? [{ id: input.id, lockVersion: row.rowKey.lockVersion }] : [];
    }),
  );
  const fieldById = new Map(subjectRow.fields.map((field) => [field.id, field]));
  const located = rows.map((row) => locate(actor, subject, nodeByKey, row, keyed));
  const signatures = located.flatMap((place) => (place.kind === 'new' ? [{ period: place.period, signature: place.signature }] : []));
  const live = await liveInputsBySignature(db, subjectRow.id, signatures);
  const previous = await approvedBySignature(
    db,
    subjectRow.id,
    located.flatMap((place) => (place.kind === 'problems' ? [] : [{ period: String(Number(place.period) - 1), signature: place.signature }])),
  );

  return rows.map((draft, index): RowPlan => {
    const place = located[index]!;
    if (place.kind === 'problems') return { row: draft.row, kind: 'error', problems: place.problems, conflicts: [] };
    const cellProblems: RowProblem[] = Object.entries(draft.cellErrors).map(([field, code]) => ({ code, field }));
    const last = previous.get(`${String(Number(place.period) - 1)}|${place.signature}`) ?? null;

    if (place.kind === 'new') {
      const values = storedValues(draft.values);
      if (Object.keys(values).length === 0 && cellProblems.length === 0) return { row: draft.row, kind: 'unchanged', conflicts: [] };
      const duplicateKey = `${place.period}|${place.signature}`;
      const existing = live.get(duplicateKey);
      const earlierRow = seen.get(duplicateKey);
      if (existing !== undefined || earlierRow !== undefined) {
        return { row: draft.row, kind: 'error', inputId: existing, problems: [{ code: 'DUPLICATED', field: null }], conflicts: [] };
      }
      seen.set(duplicateKey, draft.row);
      const justification = blankToNull(draft.justification);
      const problems = [...cellProblems, ...valueProblems(actor, subject, { period: place.period, values, notApplicable: {} }, last, justification, draft.cellErrors)];
      if (problems.length > 0) return { row: draft.row, kind: 'error', problems, conflicts: [] };
      const changes = Object.entries(values).map(([field, value]): CellChange => ({ field, old: null, new: value, kind: 'created' }));
      return { row: draft.row, kind: 'create', period: place.period, tags: place.tags, values, justification, changes };
    }

    // A row made from an input: only the cells the user changed are applied, each against the value the file was made from.
    const input = place.input;
    seen.set(`${input.period}|${input.tagSignature}`, draft.row);
    const original = originals.get(input.id) ?? input.values;
    const values: FormValues = { ...input.values };
    const changes: CellChange[] = [];
    const conflicts: CellChange[] = [];
    for (const [fieldId, fileValue] of Object.entries(draft.values)) {
      if (fieldId in draft.cellErrors) continue;
      const before = original[fieldId] ?? null;
      const now = input.values[fieldId] ?? null;
      const field = fieldById.get(fieldId);
      if (same(fileValue, before) || same(fileValue, now) || (field && showsAs(field, before, draft.cells?.[fieldId]))) continue;
      if (!same(now, before)) {
        conflicts.push({ field: fieldId, old: before, new: fileValue, server: now, kind: 'conflict' });
        continue;
      }
      changes.push({ field: fieldId, old: now, new: fileValue, kind: 'updated' });
      if (isBlank(fileValue)) delete values[fieldId];
      else values[fieldId] = fileValue as FormValues[string];
    }
    const justification = draft.justification === undefined ? input.justification : (blankToNull(draft.justification) ?? input.justification);
    if (changes.length === 0 && cellProblems.length === 0) return { row: draft.row, kind: 'unchanged', inputId: input.id, conflicts };
    if (!inputsPolicy.can(actor, 'edit', inputFacts(input, subject.facts))) {
      return { row: draft.row, kind: 'error', inputId: input.id, problems: [{ code: 'READ_ONLY', field: null }], conflicts };
    }
    const problems = [
      ...cellProblems,
      ...valueProblems(actor, subject, { period: input.period, values, notApplicable: input.notApplicable }, last, justification, draft.cellErrors),
    ];
    if (problems.length > 0) return { row: draft.row, kind: 'error', inputId: input.id, problems, conflicts };
    return { row: draft.row, kind: 'update', input, values, justification, changes, conflicts };
  });
}

type Place =
  | { kind: 'problems'; problems: RowProblem[] }
  | { kind: 'new'; period: string; tags: Record<string, string>; signature: string }
  | { kind: 'existing'; period: string; signature: string; input: InputRow };

/** Which input a row is for: the one its row key names, or a new one for its period and tags. */
function locate(
  actor: Actor,
  subject: SubjectContext,
  nodeByKey: ReadonlyMap<string, OrderedTagNode>,
  draft: InputRowDraft,
  keyed: ReadonlyMap<number, InputRow>,
): Place {
  const { row: subjectRow } = subject;
  if (draft.rowKey) {
    const input = keyed.get(draft.rowKey.inputId);
    if (!input) return { kind: 'problems', problems: [{ code: 'NOT_FOUND', field: 'row_key' }] };
    if (!inScope(actor, input.tagKeys)) return { kind: 'problems', problems: [{ code: 'ACCESS_DENIED', field: null }] };
    return { kind: 'existing', period: input.period, signature: input.tagSignature, input };
  }
  const problems: RowProblem[] = [];
  if (draft.period === null) problems.push({ code: 'BLANK', field: 'period' });
  else if (!subjectRow.periods.includes(draft.period)) problems.push({ code: 'INVALID', field: 'period' });
  const tags: Record<string, string> = {};
  for (const dimension of subjectRow.tagDimensions) {
    const key = draft.tags[dimension.key];
    const node = key ? nodeByKey.get(key) : undefined;
    if (key === undefined) problems.push({ code: 'BLANK', field: dimension.key });
    else if (!node || node.dimension !== dimension.key || node.depth !== dimension.depth) problems.push({ code: 'INVALID', field: dimension.key });
    else tags[dimension.key] = node.key;
  }
  if (problems.length === 0 && !inScope(actor, tagKeysOf(tags, subjectRow.tagDimensions))) problems.push({ code: 'ACCESS_DENIED', field: null });
  if (problems.length > 0) return { kind: 'problems', problems };
  return { kind: 'new', period: draft.period!, tags, signature: tagSignatureOf(tags) };
}

/** Manual entry's value rules on the row's values once merged, as submitted (BLANK applies), then the variation rule. */
function valueProblems(
  actor: Actor,
  subject: SubjectContext,
  { period, values, notApplicable }: { period: string; values: FormValues; notApplicable: NotApplicable },
  previous: FormValues | null,
  justification: string | null,
  cellErrors: Record<string, string>,
): RowProblem[] {
  const { dates } = actor.client.settings;
  const details = validateFormValues(subject.row.fields, values, {
    notApplicable,
    requireAll: true,
    period,
    dateBounds: { beginning: dates.beginning_of_time, end: dates.end_of_time },
  });
  const variation = variationErrors(subject.row.fields, values, previous, subject.row.variationThreshold, justification);
  const problems: RowProblem[] = [];
  for (const [field, errors] of Object.entries(details)) {
    // A cell the file could not read is reported once, as INVALID, not also as BLANK.
    if (field in cellErrors) continue;
    problems.push({ code: errors[0]!.error, field });
  }
  for (const field of Object.keys(variation)) if (!(field in details) && !(field in cellErrors)) problems.push({ code: 'VARIATION_EXCEEDED', field });
  return problems;
}

/** Whether a cell reads as a stored value would be written into a file, in either language. */
function showsAs(field: FieldDefinition, stored: FieldValue, cell: string | number | boolean | null | undefined): boolean {
  if (cell === undefined || field.localized) return false;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  return (['en', 'fr'] as const).some((locale) => text(inputCellOf(field, stored, locale)) === text(cell));
}

const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

async function inputsById(db: Database, subjectId: number, ids: readonly number[]): Promise<Map<number, InputRow>> {
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
async function valuesAtVersions(db: Database, wanted: readonly { id: number; lockVersion: number }[]): Promise<Map<number, FormValues>> {
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

async function liveInputsBySignature(db: Database, subjectId: number, wanted: readonly { period: string; signature: string }[]): Promise<Map<string, number>> {
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
async function approvedBySignature(db: Database, subjectId: number, wanted: readonly { period: string; signature: string }[]): Promise<Map<string, FormValues>> {
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

async function applyPlans(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  nodeByKey: ReadonlyMap<string, OrderedTagNode>,
  plans: readonly RowPlan[],
): Promise<Set<number>> {
  const { row: subjectRow } = subject;
  const lost = new Set<number>();
  const nodesOf = (tagKeys: readonly string[]) => tagKeys.flatMap((key) => nodeByKey.get(key) ?? []);
  const creations = plans.filter((plan) => plan.kind === 'create');
  const updates = plans.filter((plan) => plan.kind === 'update');
  if (creations.length === 0 && updates.length === 0) return lost;
  await db.transaction(async (tx) => {
    if (creations.length > 0) {
      const created = await tx
        .insert(inputs)
        .values(
          creations.map((plan) => {
            const tagKeys = tagKeysOf(plan.tags, subjectRow.tagDimensions);
            return {
              clientId: actor.client.id,
              subjectId: subjectRow.id,
              period: plan.period,
              tags: plan.tags,
              tagKeys,
              tagSignature: tagSignatureOf(plan.tags),
              values: plan.values,
              notApplicable: {},
              state: 'submitted' as InputState,
              lockVersion: 0,
              justification: plan.justification,
              searchText: searchTextOf(nodesOf(tagKeys), subjectRow.fields, plan.values),
              createdById: actor.user.id,
              updatedById: actor.user.id,
            };
          }),
        )
        // A live input made for the same tags since the plan: that row is not written (the unique index says so).
        .onConflictDoNothing()
        .returning({ id: inputs.id, period: inputs.period, tagSignature: inputs.tagSignature, values: inputs.values, justification: inputs.justification });
      const createdBySignature = new Map(created.map((row) => [`${row.period}|${row.tagSignature}`, row]));
      for (const plan of creations) if (!createdBySignature.has(`${plan.period}|${tagSignatureOf(plan.tags)}`)) lost.add(plan.row);
      if (created.length > 0) {
        await tx.insert(inputHistory).values(
          created.map((row) => ({
            inputId: row.id,
            action: 'created' as const,
            fromState: null,
            toState: 'submitted' as InputState,
            changes: changesBetween({ values: {}, notApplicable: {} }, { values: row.values, notApplicable: {} }),
            justification: row.justification,
            lockVersion: 0,
            userId: actor.user.id,
            impersonatorId: actor.impersonatorId,
          })),
        );
      }
    }
    for (const plan of updates) {
      const { input } = plan;
      const [changed] = await tx
        .update(inputs)
        .set({
          values: plan.values,
          justification: plan.justification,
          state: 'submitted',
          refusalReason: null,
          lockVersion: input.lockVersion + 1,
          searchText: searchTextOf(nodesOf(input.tagKeys), subjectRow.fields, plan.values),
          updatedById: actor.user.id,
          updatedAt: new Date(),
        })
        // Still the version planned against and still editable: otherwise someone changed it meanwhile.
        .where(and(eq(inputs.id, input.id), eq(inputs.lockVersion, input.lockVersion), inArray(inputs.state, [...EDITABLE_STATES]), isNull(inputs.deletedAt)))
        .returning({ lockVersion: inputs.lockVersion });
      if (!changed) {
        lost.add(plan.row);
        continue;
      }
      await tx.insert(inputHistory).values({
        inputId: input.id,
        action: input.state === 'submitted' ? 'updated' : 'submitted',
        fromState: input.state,
        toState: 'submitted',
        changes: changesBetween({ values: input.values, notApplicable: input.notApplicable }, { values: plan.values, notApplicable: input.notApplicable }),
        justification: plan.justification,
        lockVersion: changed.lockVersion,
        userId: actor.user.id,
        impersonatorId: actor.impersonatorId,
      });
    }
  });
  return lost;
}
