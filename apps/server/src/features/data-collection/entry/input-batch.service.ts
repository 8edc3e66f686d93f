import type { FieldDefinition, FieldValue, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { authorize } from '../../../platform/permissions/policy.js';
import type { OrderedTagNode } from '../../../platform/tags/tag-order.js';
import { inputsPolicy, inScope, subjectsPolicy } from '../data-collection.policy.js';
import { inputCellOf } from '../shared/input-cells.js';
import { inputFacts, type InputRow } from '../shared/input-presenter.js';
import { dimensionNodes, findSubject, namedDimensions, type SubjectContext } from '../shared/subjects.service.js';
import { inputsAtPlaces, keyedInputs } from './input-batch-reads.service.js';
import type { CellChange, InputRowDraft, RowPlan, RowProblem } from './input-batch.types.js';
import { applyPlans } from './input-batch-writes.service.js';
import { storedValues } from './input-changes.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { variationErrors } from './variation-rule.js';

export type { CellChange, InputRowDraft, RowPlan, RowProblem } from './input-batch.types.js';

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
  const { byId: keyed, originals } = await keyedInputs(
    db,
    subjectRow.id,
    rows.flatMap((row) => (row.rowKey ? [row.rowKey] : [])),
  );
  const fieldById = new Map(subjectRow.fields.map((field) => [field.id, field]));
  const located = rows.map((row) => locate(actor, subject, nodeByKey, row, keyed));
  const { live, approved: previous } = await inputsAtPlaces(db, subjectRow.id, {
    live: located.flatMap((place) => (place.kind === 'new' ? [{ period: place.period, signature: place.signature }] : [])),
    approved: located.flatMap((place) => (place.kind === 'problems' ? [] : [{ period: String(Number(place.period) - 1), signature: place.signature }])),
  });

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
