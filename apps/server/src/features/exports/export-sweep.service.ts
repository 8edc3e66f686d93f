import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { jobStatesByRecord } from '../../platform/jobs/job-records.service.js';
import type { ExportFailureCode } from './exports.texts.js';
import { EXPORT_JOB, EXPORT_STALL_SECONDS } from './export-job-kind.js';
import { exports, notDeleted } from './exports.tables.js';

const ACTIVE = ['queued', 'running'] as const;

/**
 * Marks failed, with the reason, the exports that will never finish, so no screen waits on one for ever: a
 * queued or running export whose job failed for good, was cancelled, ended without finishing it, or is gone;
 * and a running export whose progress has not moved for longer than its job may run (its worker died, or it
 * hangs). Run before exports are listed, read or counted against the limits. Each update only applies to an
 * export still queued or running (and, for a stalled one, still as stale as it was read), so a job finishing
 * meanwhile keeps its result.
 */
export async function settleStuckExports(db: Database, owner: { clientId: number; createdById?: number }): Promise<void> {
  const active = await db
    .select({ id: exports.id, state: exports.state, stalled: sql<boolean>`${exports.updatedAt} < now() - make_interval(secs => ${EXPORT_STALL_SECONDS})`.mapWith(Boolean) })
    .from(exports)
    .where(and(eq(exports.clientId, owner.clientId), owner.createdById === undefined ? undefined : eq(exports.createdById, owner.createdById), notDeleted, inArray(exports.state, [...ACTIVE])));
  if (active.length === 0) return;
  const jobs = await jobStatesByRecord(
    db,
    EXPORT_JOB,
    'exportId',
    active.map((row) => row.id),
  );
  for (const row of active) {
    const job = jobs.get(row.id);
    const reason: ExportFailureCode | null =
      job === undefined || job === 'completed' ? 'JOB_LOST' : job === 'failed' || job === 'cancelled' ? 'JOB_FAILED' : row.state === 'running' && row.stalled ? 'STALLED' : null;
    if (reason === null) continue;
    await db
      .update(exports)
      .set({ state: 'failed', failure: { code: reason }, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(exports.id, row.id),
          inArray(exports.state, [...ACTIVE]),
          reason === 'STALLED' ? lt(exports.updatedAt, sql`now() - make_interval(secs => ${EXPORT_STALL_SECONDS})`) : undefined,
        ),
      );
  }
}
