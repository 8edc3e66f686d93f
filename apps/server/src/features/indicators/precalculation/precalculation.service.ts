import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { calculationDefinitionSchema, type CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import type { Database } from '../../../platform/db/database.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { inputs, subjects } from '../../data-collection/data-collection.tables.js';
import { calculateIndicator } from '../calculation/calculate.js';
import type { CalculationInput, CalculationResult, TagTreeNode } from '../calculation/calculation-types.js';
import {
  indicatorDependencies,
  indicators,
  indicatorValues,
  precalculationRuns,
  type PrecalculationError,
  type PrecalculationRunKind,
} from '../indicators.tables.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PrecalculationOptions = {
  /** Recompute only these indicators. */
  indicatorKeys?: string[];
  /** Recompute only the indicators these (changed) inputs count for. */
  inputIds?: number[];
};

export type PrecalculationSummary = {
  runId: number;
  kind: PrecalculationRunKind;
  indicatorsTouched: number;
  valuesTouched: number;
  errors: PrecalculationError[];
};

type Candidate = { id: number; key: string; calculation: unknown };
type Computed = { id: number; result: CalculationResult };
type ValueRow = typeof indicatorValues.$inferInsert;

// Value rows per insert statement (one JSON document each).
const VALUE_CHUNK = 20_000;
// Dependency rows per statement (two integer arrays each), and ids read back per statement.
const DEPENDENCY_CHUNK = 500_000;

/**
 * Recomputes indicator values from approved inputs and publishes them. Everything from choosing the
 * indicators to writing their values happens in one transaction: readers see the previous run's
 * values until this one commits, and two runs over the same indicators take turns (the indicator
 * rows are locked first), so the later one reads the inputs the earlier one read, or newer.
 *
 * Without options the run is full (every indicator with a calculation); with options it is
 * incremental. An indicator whose calculation is invalid or fails keeps its previous values and is
 * named in the run's errors.
 */
export async function precalculate(db: Database, clientId: number, options: PrecalculationOptions = {}): Promise<PrecalculationSummary> {
  const kind: PrecalculationRunKind = options.indicatorKeys !== undefined || options.inputIds !== undefined ? 'incremental' : 'full';
  const [run] = await db.insert(precalculationRuns).values({ clientId, kind }).returning({ id: precalculationRuns.id });
  const runId = run!.id;

  try {
    return await db.transaction(async (tx) => {
      const errors: PrecalculationError[] = [];
      const candidates = await lockCandidates(tx, clientId, options);
      const definitions = new Map<Candidate, CalculationDefinition>();
      for (const candidate of candidates) {
        const parsed = calculationDefinitionSchema.safeParse(candidate.calculation);
        if (parsed.success) definitions.set(candidate, parsed.data);
        else errors.push({ indicatorKey: candidate.key, message: `Invalid calculation: ${parsed.error.message}` });
      }

      const subjectKeys = new Set([...definitions.values()].flatMap(subjectsOf));
      const inputsBySubject = await loadApprovedInputs(tx, clientId, [...subjectKeys]);
      const tagTree = await loadTagTree(tx, clientId);

      const computed: Computed[] = [];
      for (const [candidate, definition] of definitions) {
        try {
          const read = subjectsOf(definition).flatMap((key) => inputsBySubject.get(key) ?? []);
          computed.push({ id: candidate.id, result: calculateIndicator(definition, read, tagTree) });
        } catch (error) {
          errors.push({ indicatorKey: candidate.key, message: error instanceof Error ? error.message : String(error) });
        }
      }

      const valuesTouched = await publish(tx, runId, computed);
      const summary = { runId, kind, indicatorsTouched: computed.length, valuesTouched, errors };
      await tx
        .update(precalculationRuns)
        .set({ finishedAt: new Date(), indicatorsTouched: summary.indicatorsTouched, valuesTouched, errors })
        .where(eq(precalculationRuns.id, runId));
      return summary;
    });
  } catch (error) {
    // The run's row stays as the record of a failed run; nothing it computed was published.
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(precalculationRuns)
      .set({ finishedAt: new Date(), errors: [{ indicatorKey: '', message }] })
      .where(eq(precalculationRuns.id, runId));
    throw error;
  }
}

function subjectsOf(definition: CalculationDefinition): string[] {
  return definition.kind === 'ratio' ? [definition.subject, definition.denominator.subject] : [definition.subject];
}

/** The indicators this run recomputes, locked until it commits. */
async function lockCandidates(tx: Transaction, clientId: number, options: PrecalculationOptions): Promise<Candidate[]> {
  const withCalculation = await tx
    .select({ id: indicators.id, key: indicators.key, calculation: indicators.calculation })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), isNotNull(indicators.calculation)))
    .orderBy(indicators.id)
    .for('update');
  if (options.indicatorKeys === undefined && options.inputIds === undefined) return withCalculation;

  const chosen = new Set<number>();
  if (options.indicatorKeys !== undefined) {
    const keys = new Set(options.indicatorKeys);
    for (const candidate of withCalculation) if (keys.has(candidate.key)) chosen.add(candidate.id);
  }
  if (options.inputIds !== undefined && options.inputIds.length > 0) {
    const dependents = await tx
      .selectDistinct({ id: indicatorDependencies.indicatorId })
      .from(indicatorDependencies)
      .where(inArray(indicatorDependencies.inputId, options.inputIds));
    for (const { id } of dependents) chosen.add(id);
    // A newly approved input is no one's dependency yet: its subject tells who reads it.
    const changedSubjects = await tx
      .selectDistinct({ key: subjects.key })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(and(eq(inputs.clientId, clientId), inArray(inputs.id, options.inputIds)));
    const subjectKeys = new Set(changedSubjects.map(({ key }) => key));
    for (const candidate of withCalculation) if (namesAnySubject(candidate.calculation, subjectKeys)) chosen.add(candidate.id);
  }
  return withCalculation.filter((candidate) => chosen.has(candidate.id));
}

/** Read before validation, so an invalid calculation naming the subject is still tried (and reported). */
function namesAnySubject(calculation: unknown, subjectKeys: Set<string>): boolean {
  if (typeof calculation !== 'object' || calculation === null) return false;
  const { subject, denominator } = calculation as { subject?: unknown; denominator?: { subject?: unknown } };
  return [subject, denominator?.subject].some((key) => typeof key === 'string' && subjectKeys.has(key));
}

/** Every approved, live input of the subjects, in one query, grouped by subject key. */
async function loadApprovedInputs(tx: Transaction, clientId: number, subjectKeys: string[]): Promise<Map<string, CalculationInput[]>> {
  const bySubject = new Map<string, CalculationInput[]>();
  if (subjectKeys.length === 0) return bySubject;
  const rows = await tx
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
        inArray(subjects.key, subjectKeys),
        eq(inputs.state, 'approved'),
        isNull(inputs.deletedAt),
      ),
    );
  for (const row of rows) {
    const list = bySubject.get(row.subjectKey);
    if (list) list.push(row);
    else bySubject.set(row.subjectKey, [row]);
  }
  return bySubject;
}

async function loadTagTree(tx: Transaction, clientId: number): Promise<TagTreeNode[]> {
  const parent = alias(tags, 'parent');
  return tx
    .select({ key: tags.key, parentKey: parent.key, depth: tags.depth, dimension: tags.dimension })
    .from(tags)
    .leftJoin(parent, eq(parent.id, tags.parentId))
    .where(eq(tags.clientId, clientId));
}

/** A row's identity within its indicator: its period and breakdown tags, in a stable order. */
function rowKey(indicatorId: number, period: string, rowTags: Record<string, string> | undefined): string {
  const sortedTags = Object.entries(rowTags ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([indicatorId, period, sortedTags]);
}

/**
 * Replaces the computed indicators' values and dependencies. A value equal to the one it replaces
 * keeps its revision date. Returns how many values were added, changed or removed.
 */
async function publish(tx: Transaction, runId: number, computed: Computed[]): Promise<number> {
  if (computed.length === 0) return 0;
  const ids = computed.map(({ id }) => id);
  const previous = await tx
    .select({
      indicatorId: indicatorValues.indicatorId,
      period: indicatorValues.period,
      tags: indicatorValues.tags,
      value: indicatorValues.value,
      revisedAt: indicatorValues.revisedAt,
    })
    .from(indicatorValues)
    .where(inArray(indicatorValues.indicatorId, ids));
  const previousByKey = new Map(previous.map((row) => [rowKey(row.indicatorId, row.period, row.tags), row]));

  const now = new Date();
  let valuesTouched = 0;
  const rows: ValueRow[] = [];
  for (const { id, result } of computed) {
    const notApplicable = new Map(result.notApplicable.map((count) => [rowKey(id, count.period, count.tags), count.count]));
    for (const row of result.rows) {
      const key = rowKey(id, row.period, row.tags);
      const old = previousByKey.get(key);
      previousByKey.delete(key);
      const unchanged = old !== undefined && old.value === row.value;
      if (!unchanged) valuesTouched += 1;
      rows.push({
        indicatorId: id,
        period: row.period,
        tags: row.tags ?? {},
        value: row.value,
        notApplicableCount: notApplicable.get(key) ?? 0,
        revisedAt: unchanged ? old.revisedAt : now,
        runId,
      });
    }
  }
  // What is left of the previous values has no counterpart any more: it is removed.
  valuesTouched += previousByKey.size;

  const dependencyChanges = await changedDependencies(tx, computed);
  await tx.delete(indicatorValues).where(inArray(indicatorValues.indicatorId, ids));
  // Issued even when nothing is removed, so the run takes its lock on the dependencies here, in order.
  const removals = [...pairChunks(dependencyChanges, 'removed')];
  for (const { indicatorIds, inputIds } of removals.length > 0 ? removals : [{ indicatorIds: [], inputIds: [] }]) {
    await tx
      .delete(indicatorDependencies)
      .where(
        sql`(${indicatorDependencies.indicatorId}, ${indicatorDependencies.inputId}) in (select * from unnest(${integerArray(indicatorIds)}::integer[], ${integerArray(inputIds)}::integer[]))`,
      );
  }
  for (let start = 0; start < rows.length; start += VALUE_CHUNK) {
    await insertValues(tx, rows.slice(start, start + VALUE_CHUNK));
  }
  for (const { indicatorIds, inputIds } of pairChunks(dependencyChanges, 'added')) {
    await tx.execute(
      sql`insert into ${indicatorDependencies} (${sql.identifier(indicatorDependencies.indicatorId.name)}, ${sql.identifier(indicatorDependencies.inputId.name)})
          select * from unnest(${integerArray(indicatorIds)}::integer[], ${integerArray(inputIds)}::integer[])`,
    );
  }
  return valuesTouched;
}

/** Integers as one array literal: one bound parameter however many there are. */
const integerArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * The value rows as one JSON document per statement: a million figures are written in a few
 * statements rather than hundreds of thousands of bound parameters. Each column is sent as the
 * driver would send it (a number as its text, a date in ISO form).
 */
async function insertValues(tx: Transaction, rows: ValueRow[]): Promise<void> {
  const records = rows.map((row) => ({
    indicator_id: row.indicatorId,
    period: row.period,
    tags: row.tags,
    value: row.value === null || row.value === undefined ? null : String(row.value),
    not_applicable_count: row.notApplicableCount,
    revised_at: (row.revisedAt as Date).toISOString(),
    run_id: row.runId,
  }));
  await tx.execute(
    sql`insert into ${indicatorValues} (indicator_id, period, tags, value, not_applicable_count, revised_at, run_id)
        select indicator_id, period, tags, value::numeric, not_applicable_count, revised_at::timestamptz, run_id
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
            as r(indicator_id integer, period text, tags jsonb, value text, not_applicable_count integer, revised_at text, run_id integer)`,
  );
}

/** One computed indicator's dependency changes: the inputs it no longer reads and those it now reads. */
type DependencyChange = { indicatorId: number; removed: number[]; added: number[] };

/**
 * The dependency rows to remove and to add so that each computed indicator has exactly the inputs
 * it read. A full run mostly finds the same inputs as the run before: comparing the stored lists
 * (read as one sorted array per indicator) with the new ones writes only what changed, instead of
 * rewriting a row per indicator and input.
 */
async function changedDependencies(tx: Transaction, computed: Computed[]): Promise<DependencyChange[]> {
  const changes: DependencyChange[] = [];
  // A few indicators at a time, so no answer holds more than about DEPENDENCY_CHUNK ids.
  const batches: Computed[][] = [[]];
  let batchSize = 0;
  for (const entry of computed) {
    if (batchSize > DEPENDENCY_CHUNK && batches.at(-1)!.length > 0) {
      batches.push([]);
      batchSize = 0;
    }
    batches.at(-1)!.push(entry);
    batchSize += entry.result.dependencies.length;
  }
  for (const batch of batches) {
    const answer = await tx.execute(
      sql`select ${indicatorDependencies.indicatorId} as indicator_id, array_agg(${indicatorDependencies.inputId} order by ${indicatorDependencies.inputId})::text as input_ids
            from ${indicatorDependencies}
           where ${indicatorDependencies.indicatorId} = any(${integerArray(batch.map(({ id }) => id))}::integer[])
           group by ${indicatorDependencies.indicatorId}`,
    );
    const stored = new Map((answer as unknown as { rows: { indicator_id: number; input_ids: string }[] }).rows.map((row) => [row.indicator_id, row.input_ids]));
    for (const { id, result } of batch) {
      const before = parseIntegerArray(stored.get(id));
      const after = result.dependencies;
      const change: DependencyChange = { indicatorId: id, removed: [], added: [] };
      // Both sorted ascending: one merge finds what left and what came.
      let i = 0;
      let j = 0;
      while (i < before.length || j < after.length) {
        if (j >= after.length || (i < before.length && before[i]! < after[j]!)) change.removed.push(before[i++]!);
        else if (i >= before.length || after[j]! < before[i]!) change.added.push(after[j++]!);
        else {
          i += 1;
          j += 1;
        }
      }
      if (change.removed.length > 0 || change.added.length > 0) changes.push(change);
    }
  }
  return changes;
}

/** The (indicator, input) pairs of one side of the changes, as two parallel arrays of at most DEPENDENCY_CHUNK each. */
function* pairChunks(changes: DependencyChange[], side: 'removed' | 'added'): Generator<{ indicatorIds: number[]; inputIds: number[] }> {
  let indicatorIds: number[] = [];
  let inputIds: number[] = [];
  for (const change of changes) {
    for (const inputId of change[side]) {
      indicatorIds.push(change.indicatorId);
      inputIds.push(inputId);
      if (inputIds.length === DEPENDENCY_CHUNK) {
        yield { indicatorIds, inputIds };
        indicatorIds = [];
        inputIds = [];
      }
    }
  }
  if (inputIds.length > 0) yield { indicatorIds, inputIds };
}

function parseIntegerArray(text: string | undefined): number[] {
  if (text === undefined || text === '{}') return [];
  return text.slice(1, -1).split(',').map(Number);
}
