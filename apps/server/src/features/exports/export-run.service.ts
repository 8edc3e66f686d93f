import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { ExportRow } from './export-presenter.js';
import { exports, notDeleted } from './exports.tables.js';
import type { ExportFailureCode } from './exports.texts.js';

/**
 * The export's steps as its job takes them. Each applies only to an export still queued or running: one
 * deleted meanwhile, or failed by the sweep (`export-sweep.service.ts`), is left as it is, and the job,
 * told so, stops.
 */

/** Starts (or, on a retry, restarts) the export; null when it is no longer there to run. */
export async function claimExport(db: Database, id: number): Promise<ExportRow | null> {
  const [row] = await db
    .update(exports)
    .set({ state: 'running', done: 0, updatedAt: sql`now()` })
    .where(and(eq(exports.id, id), notDeleted, inArray(exports.state, ['queued', 'running'])))
    .returning();
  return row ?? null;
}

/** Records how far the export has come; false when it is no longer running (deleted, or given up). */
export async function reportExportProgress(db: Database, id: number, done: number, total: number): Promise<boolean> {
  const rows = await db
    .update(exports)
    .set({ done, total, updatedAt: sql`now()` })
    .where(and(eq(exports.id, id), notDeleted, eq(exports.state, 'running')))
    .returning({ id: exports.id });
  return rows.length > 0;
}

/** Marks the export done with its stored file; false when it is no longer running (the caller then removes the file). */
export async function finishExport(db: Database, id: number, file: { storageKey: string; size: number; rows: number }): Promise<boolean> {
  const rows = await db
    .update(exports)
    .set({ state: 'done', storageKey: file.storageKey, size: file.size, rows: file.rows, done: file.rows, total: file.rows, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exports.id, id), notDeleted, eq(exports.state, 'running')))
    .returning({ id: exports.id });
  return rows.length > 0;
}

/** Marks the export failed with its reason (and the reason's parameters). */
export async function failExport(db: Database, id: number, failure: { code: ExportFailureCode; [parameter: string]: unknown }): Promise<void> {
  await db
    .update(exports)
    .set({ state: 'failed', failure, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exports.id, id), notDeleted, inArray(exports.state, ['queued', 'running'])));
}
