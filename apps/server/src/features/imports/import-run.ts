import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { IMPORT_LIMITS } from '@platform/shared/imports/import-limits';
import type { ImportChange, ImportColumn, ImportCounts, ImportMapping } from '@platform/shared/imports/imports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { openSheet } from '../../platform/spreadsheets/sheet-reader.js';
import { openInputImport, type InputImportSession, type InputRowDraft, type RowPlan } from '../data-collection/index.js';
import { mapColumns } from './column-mapping.js';
import { importTargets } from './import-targets.js';
import { RowReader } from './import-rows.js';
import type { RowProblems } from './imports.tables.js';

/** What one pass over the file found (a dry run's answer, or what an import wrote). */
export interface PassResult {
  columns: ImportColumn[];
  /** Each target's name in both languages, for the messages. */
  targetNames: Record<string, { en: string; fr: string }>;
  counts: ImportCounts;
  rowProblems: RowProblems;
  changes: ImportChange[];
  changesTruncated: boolean;
}

export interface PassOptions {
  path: string;
  format: 'xlsx' | 'csv';
  sent: ImportMapping | undefined;
  remembered: ImportMapping | undefined;
  /** Write the rows (else only plan them: the dry run). */
  write: boolean;
  /** Write the valid rows even when others have errors. */
  onlyValid: boolean;
  /** After each batch: how far the pass has come; returns false to stop (the import was cancelled). */
  onBatch(done: number): Promise<boolean>;
}

/** Someone cancelled the import: `partial` is what the pass had done (and, when writing, written) by then. */
export class ImportCancelled extends Error {
  constructor(readonly partial: PassResult) {
    super('Import cancelled');
  }
}

/**
 * One pass over an import's file: every row read, mapped and planned by data collection's rules, batch after
 * batch; written too when `write`. The dry run is one pass without writing; an import is a pass without
 * writing (to find every error before anything is written), then one writing, which plans each batch again
 * against what the database holds then. Each batch is written in one transaction, so a cancelled import
 * keeps whole rows only.
 */
export async function importPass(db: Database, actor: Actor, subjectKey: string, options: PassOptions): Promise<PassResult> {
  const session = await openInputImport(db, actor, subjectKey);
  const sheet = await openSheet(options.path, options.format, IMPORT_LIMITS);
  const targets = importTargets(session.subject);
  const columns = mapColumns(targets, { header: sheet.header, hidden: sheet.keys?.columns ?? null, sent: options.sent, remembered: options.remembered });
  const locale = actor.user.locale === 'fr' ? 'fr' : 'en';
  const delimiters = [adminDelimitersOf(actor.client.settings, locale), adminDelimitersOf(actor.client.settings, locale === 'fr' ? 'en' : 'fr')];
  const reader = new RowReader(
    session,
    columns,
    new Map(targets.map((target) => [target.key, target])),
    sheet.keys,
    delimiters,
  );
  const result: PassResult = {
    columns,
    targetNames: Object.fromEntries(targets.flatMap((target) => (target.names[0] ? [[target.key, target.names.at(-1)!]] : []))),
    counts: { rows: 0, created: 0, updated: 0, unchanged: 0, conflicts: 0, errors: 0 },
    rowProblems: {},
    changes: [],
    changesTruncated: false,
  };
  const flush = async (batch: readonly InputRowDraft[]) => {
    const plans = await session.plan(db, batch);
    const lost = options.write ? await session.apply(db, plans.filter((plan) => plan.kind === 'create' || plan.kind === 'update')) : new Set<number>();
    tally(result, plans, lost);
    if (!(await options.onBatch(result.counts.rows))) throw new ImportCancelled(result);
  };
  // The next batch is read from the file while the database plans and writes the one before; it is planned
  // only once that one is written and the import not cancelled. Two batches at most are held.
  let writing: Promise<void> = Promise.resolve();
  let batch: InputRowDraft[] = [];
  try {
    for await (const row of sheet.rows) {
      batch.push(reader.draft(row));
      if (batch.length >= IMPORT_LIMITS.batchSize) {
        await writing;
        writing = flush(batch);
        // Its failure is thrown where it is awaited; this only keeps it from counting as unhandled meanwhile.
        writing.catch(() => undefined);
        batch = [];
      }
    }
  } catch (error) {
    // The file failed after the batches read before: they end first, and their own failure (a cancellation,
    // the database) comes first, as it did when nothing was read during a write.
    await writing;
    throw error;
  }
  await writing;
  if (batch.length > 0) await flush(batch);
  return result;
}

/** Counts a batch's plans into the pass's result: rows by outcome, problems by row, changes up to the listed limit. */
function tally(result: PassResult, plans: readonly RowPlan[], lost: ReadonlySet<number>): void {
  const { counts } = result;
  const list = (changes: readonly { field: string; old: unknown; new: unknown; kind: ImportChange['kind']; server?: unknown }[], row: number, inputId?: number) => {
    for (const change of changes) {
      if (result.changes.length >= IMPORT_LIMITS.maxChangesListed) {
        result.changesTruncated = true;
        return;
      }
      result.changes.push({ row, ...(inputId !== undefined ? { input_id: inputId } : {}), ...change });
    }
  };
  for (const plan of plans) {
    counts.rows += 1;
    if (lost.has(plan.row)) {
      // Someone changed the input (or made one for these tags) between the plan and the write.
      counts.conflicts += 1;
      result.rowProblems[plan.row] = [{ code: 'CONFLICT', field: null }];
      continue;
    }
    switch (plan.kind) {
      case 'unchanged':
        counts.unchanged += 1;
        break;
      case 'error':
        counts.errors += 1;
        result.rowProblems[plan.row] = plan.problems;
        break;
      case 'create':
        counts.created += 1;
        list(plan.changes, plan.row);
        break;
      case 'update':
        counts.updated += 1;
        list(plan.changes, plan.row, plan.input.id);
        break;
    }
    if (plan.kind !== 'create' && plan.conflicts.length > 0) {
      counts.conflicts += plan.conflicts.length;
      const inputId = plan.kind === 'update' ? plan.input.id : plan.inputId;
      list(plan.conflicts, plan.row, inputId);
      result.rowProblems[plan.row] = [...(result.rowProblems[plan.row] ?? []), ...plan.conflicts.map((conflict) => ({ code: 'CONFLICT', field: conflict.field }))];
    }
  }
}

/** The subject a session was opened for, as the import answers it. */
export type ImportSubject = InputImportSession['subject'];
