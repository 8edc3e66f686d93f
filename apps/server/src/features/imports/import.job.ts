import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { actorForJob } from '../../platform/auth/actor-of-user.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { FileMissingError } from '../../platform/files/file-storage.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { defineJob } from '../../platform/jobs/job-definition.js';
import { SpreadsheetError } from '../../platform/spreadsheets/sheet-reader.js';
import { mappingToRemember } from './column-mapping.js';
import { rememberedMapping, rememberMapping } from './import-mappings.service.js';
import { finishImport, queuedImport, reportProgress, startImport, type ImportFailure } from './import-progress.service.js';
import { ImportCancelled, importPass, type PassResult } from './import-run.js';

/** Runs one import (its id): the dry run, or the check then the writing. */
export const IMPORT_JOB = 'imports.run';

/**
 * The import's job. Never retried: a second run after rows were written would find them written and report
 * them as duplicates. Whatever stops it leaves the import failed or cancelled with its reason; a process
 * killed mid-run leaves a job pg-boss fails, and the import is marked failed the next time it is read.
 */
export const importJob = defineJob<{ importId: number }>({
  name: IMPORT_JOB,
  options: { retryLimit: 0, expireInSeconds: 60 * 60, heartbeatSeconds: 30 },
  async run(job, deps: AppDeps) {
    const { db, files: storage } = deps;
    const row = await queuedImport(db, job.data.importId);
    if (!row) return { skipped: true };
    const actor = await actorForJob(db, row.clientId, row.createdById);
    if (!actor || !actor.permissions.has('imports.manage')) return finishImport(db, row.id, 'failed', { failure: { code: 'NO_ACCESS' } });
    if (!(await startImport(db, row.id))) return { skipped: true };

    const dir = await mkdtemp(path.join(tmpdir(), 'import-'));
    let last: PassResult | null = null;
    try {
      const file = path.join(dir, `file.${row.format}`);
      await pipeline(await storage.get(row.storageKey), createWriteStream(file, { mode: 0o600 }));
      const remembered = await rememberedMapping(db, row.clientId, row.subjectKey);
      const pass = (write: boolean, total: number) =>
        importPass(db, actor, row.subjectKey, {
          path: file,
          format: row.format,
          sent: Object.keys(row.mapping).length > 0 ? row.mapping : undefined,
          remembered,
          write,
          onlyValid: row.onlyValid,
          onBatch: (done) => reportProgress(db, job, row.id, done, Math.max(total, done)),
        });
      if (row.dryRun) last = await pass(false, 0);
      else if (row.onlyValid) last = await pass(true, 0);
      else {
        // Everything or nothing: every row is checked before the first one is written.
        last = await pass(false, 0);
        if (last.counts.errors > 0) {
          return finishImport(db, row.id, 'failed', { result: last, failure: { code: 'ROWS_WITH_ERRORS', count: last.counts.errors } });
        }
        last = await pass(true, last.counts.rows);
      }
      if (!row.dryRun || Object.keys(row.mapping).length > 0) await rememberMapping(db, row.clientId, row.subjectKey, mappingToRemember(last.columns));
      return finishImport(db, row.id, 'done', { result: last });
    } catch (error) {
      if (error instanceof ImportCancelled) return finishImport(db, row.id, 'cancelled', { result: error.partial });
      return finishImport(db, row.id, 'failed', { result: last, failure: failureOf(error) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});

function failureOf(error: unknown): ImportFailure {
  if (error instanceof SpreadsheetError) return { code: error.problem, ...error.parameters };
  if (error instanceof FileMissingError) return { code: 'FILE_MISSING' };
  if (error instanceof AppError && error.code === 'NOT_FOUND') return { code: 'SUBJECT_GONE' };
  if (error instanceof AppError && error.code === 'ACCESS_DENIED') return { code: 'NO_ACCESS' };
  return { code: 'JOB_FAILED', message: error instanceof Error ? error.message.slice(0, 500) : String(error) };
}

