import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { calculationDefinitionSchema, type CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import type { Database } from '../../../platform/db/database.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { approvedInputs, periodsOfInputs } from '../../data-collection/index.js';
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
/** The periods of an indicator a run recomputes: every one, or those of the changed inputs. */
type PeriodScope = 'all' | ReadonlySet<string>;
type Chosen = Candidate & { periods: PeriodScope };
type Computed = { id: number; periods: PeriodScope; subjects: string[]; result: CalculationResult };
type ValueRow = typeof indicatorValues.$inferInsert;

// Value rows per insert statement (one JSON document each).
const VALUE_CHUNK = 20_000;

/**
 * Recomputes indicator values from approved inputs and publishes them. Everything from choosing the
 * indicators to writing their values happens in one transaction: readers see the previous run's
 * values until this one commits, and two runs over the same indicators take turns (the indicator
 * rows are locked first), so the later one reads the inputs the earlier one read, or newer.
 *
 * Without options the run is full (every indicator with a calculation, every period); with options it
 * is incremental: the indicators named, in full, and for changed inputs only the indicators whose
 * recorded dependencies name the inputs' subjects, and of those only the changed inputs' periods (a
 * `latest` indicator in full, since a node's latest period may move to any other). An indicator whose
 * calculation is invalid or fails keeps its previous values and is named in the run's errors.
 */
export async function precalculate(db: Database, clientId: number, options: PrecalculationOptions = {}): Promise<PrecalculationSummary> {
  const kind: PrecalculationRunKind = options.indicatorKeys !== undefined || options.inputIds !== undefined ? 'incremental' : 'full';
  const [run] = await db.insert(precalculationRuns).values({ clientId, kind }).returning({ id: precalculationRuns.id });
  const runId = run!.id;

  try {
    return await db.transaction(async (tx) => {
      const errors: PrecalculationError[] = [];
      const chosen = await lockCandidates(tx, clientId, options);
      const definitions = new Map<Chosen, CalculationDefinition>();
      for (const candidate of chosen) {
        const parsed = calculationDefinitionSchema.safeParse(candidate.calculation);
        if (parsed.success) definitions.set(parsed.data.kind === 'latest' ? { ...candidate, periods: 'all' } : candidate, parsed.data);
        else errors.push({ indicatorKey: candidate.key, message: `Invalid calculation: ${parsed.error.message}` });
      }

      const inputsBySubject = await loadApprovedInputs(tx, clientId, readsOf(definitions));
      const tagTree = await loadTagTree(tx, clientId);

      const computed: Computed[] = [];
      for (const [candidate, definition] of definitions) {
        try {
          const subjectKeys = subjectsOf(definition);
          const { periods } = candidate;
          const all = subjectKeys.flatMap((key) => inputsBySubject.get(key) ?? []);
          const read = periods === 'all' ? all : all.filter((input) => periods.has(input.period));
          computed.push({ id: candidate.id, periods, subjects: subjectKeys, result: calculateIndicator(definition, read, tagTree) });
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
  return definition.kind === 'ratio' ? [...new Set([definition.subject, definition.denominator.subject])] : [definition.subject];
}

/** The indicators this run recomputes, each with its periods, locked until it commits. */
async function lockCandidates(tx: Transaction, clientId: number, options: PrecalculationOptions): Promise<Chosen[]> {
  const withCalculation = await tx
    .select({ id: indicators.id, key: indicators.key, calculation: indicators.calculation })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), isNotNull(indicators.calculation)))
    .orderBy(indicators.id)
    .for('update');
  if (options.indicatorKeys === undefined && options.inputIds === undefined) return withCalculation.map((candidate) => ({ ...candidate, periods: 'all' }));

  const scopes = new Map<number, PeriodScope>();
  if (options.indicatorKeys !== undefined) {
    const keys = new Set(options.indicatorKeys);
    for (const candidate of withCalculation) if (keys.has(candidate.key)) scopes.set(candidate.id, 'all');
  }
  if (options.inputIds !== undefined && options.inputIds.length > 0) {
    // Whatever their state now: an input that left "approved" takes its figures with it.
    const changed = await periodsOfInputs(tx, clientId, options.inputIds);
    const periodsBySubject = new Map<string, string[]>();
    for (const { subjectKey, period } of changed) periodsBySubject.set(subjectKey, [...(periodsBySubject.get(subjectKey) ?? []), period]);
    const dependents =
      periodsBySubject.size === 0
        ? []
        : await tx
            .select({ indicatorId: indicatorDependencies.indicatorId, subjectKey: indicatorDependencies.subjectKey })
            .from(indicatorDependencies)
            .where(inArray(indicatorDependencies.subjectKey, [...periodsBySubject.keys()]));
    for (const { indicatorId, subjectKey } of dependents) {
      const scope = scopes.get(indicatorId);
      if (scope === 'all') continue;
      scopes.set(indicatorId, new Set([...(scope ?? []), ...periodsBySubject.get(subjectKey)!]));
    }
  }
  return withCalculation.flatMap((candidate) => {
    const periods = scopes.get(candidate.id);
    return periods === undefined ? [] : [{ ...candidate, periods }];
  });
}

/** What to read of each subject: all its periods, or some. */
function readsOf(definitions: Map<Chosen, CalculationDefinition>): Map<string, PeriodScope> {
  const reads = new Map<string, PeriodScope>();
  for (const [{ periods }, definition] of definitions) {
    for (const subjectKey of subjectsOf(definition)) {
      const sofar = reads.get(subjectKey);
      if (sofar === 'all' || periods === 'all') reads.set(subjectKey, 'all');
      else reads.set(subjectKey, new Set([...(sofar ?? []), ...periods]));
    }
  }
  return reads;
}

/**
 * The approved, live inputs to read, grouped by subject key: one query for the subjects read in full and
 * one per set of periods for the others (an incremental run reads a few periods of a few subjects).
 */
async function loadApprovedInputs(tx: Transaction, clientId: number, reads: Map<string, PeriodScope>): Promise<Map<string, CalculationInput[]>> {
  const bySubject = new Map<string, CalculationInput[]>();
  const queries = new Map<string, { subjectKeys: string[]; periods: string[] | null }>();
  for (const [subjectKey, periods] of reads) {
    const list = periods === 'all' ? null : [...periods].sort();
    const group = JSON.stringify(list);
    const query = queries.get(group) ?? { subjectKeys: [], periods: list };
    query.subjectKeys.push(subjectKey);
    queries.set(group, query);
  }
  for (const { subjectKeys, periods } of queries.values()) {
    const rows = await approvedInputs(tx, clientId, subjectKeys, periods);
    for (const row of rows) {
      const list = bySubject.get(row.subjectKey);
      if (list) list.push(row);
      else bySubject.set(row.subjectKey, [row]);
    }
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
 * Replaces the computed indicators' values, within the periods each was recomputed for, and the
 * dependencies of those computed in full. A value equal to the one it replaces keeps its revision date
 * (and the run that wrote it). Returns how many values were added, changed or removed.
 */
async function publish(tx: Transaction, runId: number, computed: Computed[]): Promise<number> {
  if (computed.length === 0) return 0;
  const inScope = inScopeCondition(computed);
  const previous = await tx
    .select({
      indicatorId: indicatorValues.indicatorId,
      period: indicatorValues.period,
      tags: indicatorValues.tags,
      value: indicatorValues.value,
      revisedAt: indicatorValues.revisedAt,
      runId: indicatorValues.runId,
    })
    .from(indicatorValues)
    .where(inScope);
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
        runId: unchanged ? old.runId : runId,
      });
    }
  }
  // What is left of the previous values has no counterpart any more: it is removed.
  valuesTouched += previousByKey.size;

  await tx.delete(indicatorValues).where(inScope);
  const inFull = computed.filter(({ periods }) => periods === 'all');
  // Issued even when no indicator is computed in full, so every run takes its lock on the dependencies
  // at the same point (a reader of both tables never meets a run half-way through).
  await tx.delete(indicatorDependencies).where(
    inArray(
      indicatorDependencies.indicatorId,
      inFull.map(({ id }) => id),
    ),
  );
  for (let start = 0; start < rows.length; start += VALUE_CHUNK) {
    await insertValues(tx, rows.slice(start, start + VALUE_CHUNK));
  }
  const dependencies = inFull.flatMap(({ id, subjects: subjectKeys }) => subjectKeys.map((subjectKey) => ({ indicatorId: id, subjectKey })));
  if (dependencies.length > 0) await tx.insert(indicatorDependencies).values(dependencies);
  return valuesTouched;
}

/** The value rows a run replaces: every row of the indicators computed in full, the recomputed periods' of the others. */
function inScopeCondition(computed: Computed[]): SQL {
  const inFull = computed.filter(({ periods }) => periods === 'all').map(({ id }) => id);
  const pairs = computed.flatMap(({ id, periods }) => (periods === 'all' ? [] : [...periods].map((period) => ({ id, period }))));
  const conditions: SQL[] = [];
  if (inFull.length > 0) conditions.push(sql`${indicatorValues.indicatorId} = any(${integerArray(inFull)}::integer[])`);
  if (pairs.length > 0) {
    conditions.push(
      sql`(${indicatorValues.indicatorId}, ${indicatorValues.period}) in (select * from unnest(${integerArray(pairs.map(({ id }) => id))}::integer[], ${textArray(pairs.map(({ period }) => period))}::text[]))`,
    );
  }
  return or(...conditions)!;
}

/** Integers as one array literal: one bound parameter however many there are. */
const integerArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** Texts as one array literal, each quoted (periods are plain text, but a quote or comma must not split one). */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

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

