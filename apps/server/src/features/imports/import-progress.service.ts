import { and, eq, sql } from 'drizzle-orm';
import type { ImportState } from '@platform/shared/imports/imports.schemas';
import type { Database } from '../../platform/db/database.js';
import type { JobContext } from '../../platform/jobs/job-definition.js';
import { mappingOf } from './column-mapping.js';
import type { PassResult } from './import-run.js';
import { rowRanges } from './row-ranges.js';
import { imports, type StoredErrorGroup } from './imports.tables.js';

export type ImportFailure = { code: string; [parameter: string]: unknown };

/** The import a job was sent for, when it is still waiting for it. */
export async function queuedImport(db: Database, id: number) {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row && row.state === 'queued' ? row : null;
}

/** Marks the import running, unless it was cancelled meanwhile (false then). */
export async function startImport(db: Database, id: number): Promise<boolean> {
  const [started] = await db
    .update(imports)
    .set({ state: 'running', history: appended(null, 'started'), updatedAt: new Date() })
    .where(and(eq(imports.id, id), eq(imports.state, 'queued')))
    .returning({ id: imports.id });
  return started !== undefined;
}

const appended = (by: string | null, event: string) => sql`${imports.history} || ${JSON.stringify([{ at: new Date().toISOString(), by, event }])}::jsonb`;

/** Records how far the import has come; false once someone asked to cancel it. */
export async function reportProgress(db: Database, job: JobContext<{ importId: number }>, id: number, done: number, total: number): Promise<boolean> {
  const [row] = await db.update(imports).set({ done, total, updatedAt: new Date() }).where(eq(imports.id, id)).returning({ cancel: imports.cancelRequested });
  await job.progress(done, total);
  return !row?.cancel && !job.signal.aborted;
}

/** The rows' problems grouped by code and column, with the rows as ranges: one line where a thousand rows share a mistake. */
export function errorGroups(result: PassResult): StoredErrorGroup[] {
  const groups = new Map<string, { code: string; field: string | null; rows: number[] }>();
  for (const [row, problems] of Object.entries(result.rowProblems)) {
    for (const problem of problems) {
      if (problem.code === 'CONFLICT') continue;
      const key = `${problem.code}|${problem.field ?? ''}`;
      const group = groups.get(key) ?? { code: problem.code, field: problem.field, rows: [] };
      group.rows.push(Number(row));
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.rows[0]! - b.rows[0]! || a.code.localeCompare(b.code))
    .map((group) => ({
      code: group.code,
      field: group.field,
      fieldName: group.field === null ? null : (result.targetNames[group.field] ?? null),
      rows: rowRanges(group.rows),
      count: new Set(group.rows).size,
    }));
}

export async function finishImport(db: Database, id: number, state: ImportState, outcome: { result?: PassResult | null; failure?: ImportFailure }): Promise<{ state: ImportState }> {
  const { result, failure } = outcome;
  await db
    .update(imports)
    .set({
      state,
      ...(result
        ? {
            columns: result.columns,
            mapping: mappingOf(result.columns),
            counts: result.counts,
            errors: errorGroups(result),
            rowProblems: result.rowProblems,
            changes: result.changes,
            changesTruncated: result.changesTruncated,
          }
        : {}),
      failure: failure ?? null,
      finishedAt: new Date(),
      history: appended(null, state === 'done' ? 'done' : state === 'cancelled' ? 'cancelled' : 'failed'),
      updatedAt: new Date(),
    })
    .where(eq(imports.id, id));
  return { state };
}

