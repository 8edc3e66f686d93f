import { createReadStream } from 'node:fs';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_EXTENSIONS } from '@platform/shared/imports/import-limits';
import { importFormSchema, IMPORT_PAGE_SIZE, type Import, type ImportEvent } from '@platform/shared/imports/imports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { newStorageKey, type FileStorage } from '../../platform/files/file-storage.js';
import type { StagedUpload } from '../../platform/files/receive-uploads.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { authorize } from '../../platform/permissions/policy.js';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';
import { openInputImport } from '../data-collection/index.js';
import { importTargets } from './import-targets.js';
import { imports } from './imports.tables.js';
import { importsPolicy } from './imports.policy.js';
import { presentImport, type ImportRow } from './imports.presenter.js';
import { IMPORT_JOB } from './import.job.js';

export interface ImportsDeps {
  db: Database;
  storage: FileStorage;
  jobs: JobQueue;
}

const EMPTY_COUNTS = { rows: 0, created: 0, updated: 0, unchanged: 0, conflicts: 0, errors: 0 };

export const historyEntry = (actor: Actor | null, event: ImportEvent) => ({ at: new Date().toISOString(), by: actor?.user.email ?? null, event });

/**
 * POST /import: the checked upload becomes an import of the subject, queued as a job. The form's fields are
 * read as the contract says; the subject must be one the caller enters data for; a sent mapping may name
 * only the subject's targets. The file is kept in the storage for the job and the error report.
 */
export async function createImport(deps: ImportsDeps, actor: Actor, upload: StagedUpload, fields: Record<string, string>): Promise<Import> {
  authorize(importsPolicy, actor, 'create');
  const form = importFormSchema.safeParse(fields);
  if (!form.success) throw invalidRecord(detailsFromIssues(form.error.issues));
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(upload.extension)) {
    throw new AppError('EXTENSION_NOT_ALLOWED', 'Import an xlsx or csv file.', { file: [{ error: 'EXTENSION_NOT_ALLOWED', extension: upload.extension }] });
  }
  const session = await openInputImport(deps.db, actor, form.data.subject);
  if (form.data.mapping) {
    const known = new Set(importTargets(session.subject).map((target) => target.key));
    const unknown = Object.entries(form.data.mapping).filter(([, target]) => !known.has(target));
    if (unknown.length > 0) throw invalidRecord({ mapping: unknown.map(([header, target]) => ({ error: 'INVALID', header, target })) });
  }
  const storageKey = newStorageKey();
  await deps.storage.put(storageKey, createReadStream(upload.path), { size: upload.size, contentType: upload.contentType });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(imports)
        .values({
          clientId: actor.client.id,
          subjectKey: session.subject.key,
          subjectName: session.subject.name,
          fileName: upload.name,
          format: upload.extension as 'xlsx' | 'csv',
          storageKey,
          size: upload.size,
          dryRun: form.data.dry_run,
          onlyValid: form.data.only_valid ?? false,
          state: 'queued',
          mapping: form.data.mapping ?? {},
          counts: EMPTY_COUNTS,
          history: [historyEntry(actor, 'queued')],
          locale: actor.user.locale === 'fr' ? 'fr' : 'en',
          createdById: actor.user.id,
        })
        .returning();
      const jobId = await deps.jobs.send(IMPORT_JOB, { importId: created!.id }, { tx });
      const [withJob] = await tx.update(imports).set({ jobId }).where(eq(imports.id, created!.id)).returning();
      return withJob!;
    });
    return presentImport(actor, { ...row, createdByEmail: actor.user.email });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

const withCreator = {
  createdByEmail: sql<string | null>`(select email from users where users.id = ${imports.createdById})`,
};

/** GET /import: the caller's imports (all subjects, or one), newest first, a page at a time. */
export async function listImports(deps: ImportsDeps, actor: Actor, query: { subject?: string; page?: number }): Promise<{ imports: Import[]; total: number }> {
  authorize(importsPolicy, actor, 'list');
  const where = and(importsPolicy.scope!(actor), query.subject ? eq(imports.subjectKey, query.subject) : undefined);
  await settleStalled(deps, actor);
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: imports, ...withCreator })
      .from(imports)
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(IMPORT_PAGE_SIZE)
      .offset((page - 1) * IMPORT_PAGE_SIZE),
    deps.db.select({ total: count() }).from(imports).where(where),
  ]);
  return { imports: rows.map(({ row, createdByEmail }) => presentImport(actor, { ...row, createdByEmail })), total: total!.total };
}

/** One of the caller's imports; NOT_FOUND for anyone else's. */
export async function findImport(deps: ImportsDeps, actor: Actor, id: number): Promise<ImportRow> {
  const [found] = await deps.db
    .select({ row: imports, ...withCreator })
    .from(imports)
    .where(and(eq(imports.id, id), importsPolicy.scope!(actor)));
  if (!found || !importsPolicy.can(actor, 'read', found.row)) throw notFound();
  return { ...found.row, createdByEmail: found.createdByEmail };
}

export async function showImport(deps: ImportsDeps, actor: Actor, id: number): Promise<Import> {
  await settleStalled(deps, actor, id);
  return presentImport(actor, await findImport(deps, actor, id));
}

/**
 * POST /import/{id}/cancel: a queued import is cancelled at once; a running one stops after the batch it is
 * writing (each batch is one transaction, so no row is half written). A finished one is left as it is.
 */
export async function cancelImport(deps: ImportsDeps, actor: Actor, id: number): Promise<Import> {
  const row = await findImport(deps, actor, id);
  authorize(importsPolicy, actor, 'cancel', row);
  if (row.state === 'queued' || row.state === 'running') {
    const cancelledNow = row.state === 'queued';
    await deps.db
      .update(imports)
      .set({
        cancelRequested: true,
        ...(cancelledNow ? { state: 'cancelled' as const, finishedAt: new Date() } : {}),
        history: sql`${imports.history} || ${JSON.stringify([historyEntry(actor, cancelledNow ? 'cancelled' : 'cancel_requested')])}::jsonb`,
        updatedAt: new Date(),
      })
      // Only while it is still queued or running: a job finishing meanwhile keeps its result.
      .where(and(eq(imports.id, id), inArray(imports.state, ['queued', 'running'])));
  }
  return presentImport(actor, await findImport(deps, actor, id));
}

/** DELETE /import/{id}: a finished import leaves the history with its stored file; a running one must be cancelled first. */
export async function deleteImport(deps: ImportsDeps, actor: Actor, id: number): Promise<void> {
  const row = await findImport(deps, actor, id);
  authorize(importsPolicy, actor, 'delete', row);
  if (row.state === 'queued' || row.state === 'running') throw new AppError('STATE_CHANGED', 'Cancel the import before deleting it.');
  const [deleted] = await deps.db
    .delete(imports)
    .where(and(eq(imports.id, id), inArray(imports.state, ['done', 'failed', 'cancelled'])))
    .returning({ storageKey: imports.storageKey });
  if (!deleted) throw new AppError('STATE_CHANGED', 'The import changed; refresh.');
  await deps.storage.delete(deleted.storageKey);
}

/**
 * Imports whose job ended without them (the process died past its retries, the job was removed) are marked
 * failed when read, so no screen waits for them forever.
 */
async function settleStalled(deps: ImportsDeps, actor: Actor, id?: number): Promise<void> {
  const open = await deps.db
    .select({ id: imports.id, jobId: imports.jobId })
    .from(imports)
    .where(and(importsPolicy.scope!(actor), inArray(imports.state, ['queued', 'running']), id === undefined ? undefined : eq(imports.id, id)));
  for (const item of open) {
    const job = item.jobId ? await deps.jobs.get(item.jobId) : null;
    if (job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')) continue;
    await deps.db
      .update(imports)
      .set({
        state: 'failed',
        failure: { code: 'JOB_FAILED' },
        finishedAt: new Date(),
        history: sql`${imports.history} || ${JSON.stringify([historyEntry(null, 'failed')])}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(imports.id, item.id), inArray(imports.state, ['queued', 'running'])));
  }
}
