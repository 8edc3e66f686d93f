import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { actorForJob } from '../../platform/auth/actor-of-user.service.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { newStorageKey } from '../../platform/files/file-storage.js';
import { defineJob, type JobContext, type JobDefinition } from '../../platform/jobs/job-definition.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheets/xlsx-formats.js';
import { CSV_CONTENT_TYPE } from './csv-export-writer.js';
import { planExport } from './export-choices.service.js';
import { writeFiguresFile, writeInputsFile, type ExportFileTarget } from './export-file.js';
import { EXPORT_JOB, EXPORT_JOB_OPTIONS, type ExportJobData } from './export-job-kind.js';
import type { ExportRow } from './export-presenter.js';
import { claimExport, failExport, finishExport, reportExportProgress } from './export-run.service.js';
import { exportsPolicy } from './exports.policy.js';
import type { ExportFailureCode } from './exports.texts.js';

type ExportDeps = Pick<AppDeps, 'db' | 'files'>;

/** The export can never succeed as asked (its author, their rights or their choices are gone): failed at once, not retried. */
class ExportRefused extends Error {
  constructor(readonly failure: { code: ExportFailureCode; [parameter: string]: unknown }) {
    super(failure.code);
  }
}

/** The export was deleted (or given up) while it ran: the job stops, leaving nothing behind. */
class ExportStopped extends Error {}

/**
 * Makes an export's file, acting as the user who asked for it (their rights now, rebuilt as their next
 * request would carry them), and stores it. The file is written to a private temporary folder as the rows are
 * read, then stored and the export marked done. A run that throws is retried; on its last attempt the export
 * is marked failed first, with its reason. A deleted export stops it at the next page; its file, if stored
 * meanwhile, is removed. Safe to repeat: a retry starts the file again.
 */
export async function runExport(job: JobContext<ExportJobData>, deps: ExportDeps): Promise<object> {
  const { db } = deps;
  const row = await claimExport(db, job.data.exportId);
  if (!row) return { skipped: 'not queued or running' };
  try {
    const rows = await produceExport(job, deps, row);
    return rows === null ? { stopped: 'deleted or given up while running' } : { rows };
  } catch (error) {
    if (error instanceof ExportStopped) return { stopped: 'deleted or given up while running' };
    if (error instanceof ExportRefused) {
      await failExport(db, row.id, error.failure);
      return { failed: error.failure.code };
    }
    if (job.attempt > EXPORT_JOB_OPTIONS.retryLimit) await failExport(db, row.id, { code: 'JOB_FAILED' });
    throw error;
  }
}

/** Writes and stores the file; the rows written, or null when the export is no longer running at the end. */
async function produceExport(job: JobContext<ExportJobData>, deps: ExportDeps, row: ExportRow): Promise<number | null> {
  const { db } = deps;
  const actor = await actorForJob(db, job.data.clientId, row.createdById);
  if (!actor) throw new ExportRefused({ code: 'USER_UNAVAILABLE' });
  if (!exportsPolicy.can(actor, 'create')) throw new ExportRefused({ code: 'ACCESS_WITHDRAWN' });
  const checked = await planExport(db, actor, row.request);
  if ('invalid' in checked) {
    const choices = Object.values(checked.invalid).flatMap((errors) => errors.map((error) => String(error.key ?? '')));
    throw new ExportRefused({ code: 'CHOICES_UNAVAILABLE', choices });
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'export-'));
  try {
    const target: ExportFileTarget = {
      db,
      path: path.join(folder, `export.${row.request.format}`),
      format: row.request.format,
      locale: row.request.locale,
      async progress(done, total) {
        // This run lost the job (it expired, or missed its heartbeat): another may be running it.
        if (job.signal.aborted) throw new Error('The export job was given up by the queue while it ran.');
        if (!(await reportExportProgress(db, row.id, done, total))) throw new ExportStopped();
        await job.progress(done, total);
      },
    };
    const rows = checked.plan.kind === 'inputs' ? await writeInputsFile(target, actor, checked.plan) : await writeFiguresFile(target, checked.plan);
    const { size } = await stat(target.path);
    const storageKey = newStorageKey();
    await deps.files.put(storageKey, createReadStream(target.path), { size, contentType: row.request.format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE });
    if (await finishExport(db, row.id, { storageKey, size, rows })) return rows;
    await deps.files.delete(storageKey);
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export const exportJob = defineJob<ExportJobData>({ name: EXPORT_JOB, options: EXPORT_JOB_OPTIONS, run: runExport });

/** The exports' jobs. */
export const exportJobs: readonly JobDefinition[] = [exportJob];
