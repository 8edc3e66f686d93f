import type { Export, ExportBody } from '@platform/shared/exports/exports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { authorize } from '../../platform/permissions/policy.js';
import { planExport } from './export-choices.service.js';
import { EXPORT_JOB, type ExportJobData } from './export-job-kind.js';
import { checkExportLimits } from './export-limits.service.js';
import { exportFileName, presentExport } from './export-presenter.js';
import { settleStuckExports } from './export-sweep.service.js';
import { exportsPolicy } from './exports.policy.js';
import { exports } from './exports.tables.js';

/**
 * Starts an export for the actor: its choices checked against what they may read (INVALID_RECORDS naming the
 * others), then the client's limits (EXPORT_LIMIT_REACHED), then the export recorded, queued, and its job
 * sent in the same transaction, so there is never an export without its job nor a job without its export.
 */
export async function createExport(deps: { db: Database; jobs: JobQueue }, actor: Actor, body: ExportBody): Promise<Export> {
  authorize(exportsPolicy, actor, 'create');
  const checked = await planExport(deps.db, actor, body);
  if ('invalid' in checked) throw new AppError('INVALID_RECORDS', 'Some choices are not available.', checked.invalid);
  // Exports that will never finish no longer hold a place among those running.
  await settleStuckExports(deps.db, { clientId: actor.client.id });
  const row = await deps.db.transaction(async (tx) => {
    await checkExportLimits(tx, actor.client);
    const [created] = await tx
      .insert(exports)
      .values({ clientId: actor.client.id, request: body, state: 'queued', fileName: exportFileName(body), createdById: actor.user.id })
      .returning();
    const data: ExportJobData = { exportId: created!.id, clientId: actor.client.id };
    await deps.jobs.send(EXPORT_JOB, data, { tx });
    return created!;
  });
  return presentExport(actor, row, actor.user.email);
}
