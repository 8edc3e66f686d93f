import { and, count, desc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { EXPORT_PAGE_SIZE } from '@platform/shared/exports/export-limits';
import type { Export } from '@platform/shared/exports/exports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { FileMissingError, type FileStorage } from '../../platform/files/file-storage.js';
import { authorize } from '../../platform/permissions/policy.js';
import { settleStuckExports } from './export-sweep.service.js';
import { presentExport, type ExportRow } from './export-presenter.js';
import { exportsPolicy } from './exports.policy.js';
import { exports } from './exports.tables.js';

/** The actor's exports, newest first, a page at a time (those that will never finish marked failed first). */
export async function listExports(db: Database, actor: Actor, page = 1): Promise<{ exports: Export[]; total: number }> {
  await settleStuckExports(db, { clientId: actor.client.id, createdById: actor.user.id });
  const where = exportsPolicy.scope!(actor);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: exports, createdBy: users.email })
      .from(exports)
      .leftJoin(users, eq(users.id, exports.createdById))
      .where(where)
      .orderBy(desc(exports.createdAt), desc(exports.id))
      .limit(EXPORT_PAGE_SIZE)
      .offset((page - 1) * EXPORT_PAGE_SIZE),
    db.select({ total: count() }).from(exports).where(where),
  ]);
  return { exports: rows.map(({ row, createdBy }) => presentExport(actor, row, createdBy)), total: Number(counted?.total ?? 0) };
}

/** One of the actor's exports; NOT_FOUND for anyone else's (nothing says it exists). */
async function findOwnExport(db: Database, actor: Actor, id: number): Promise<{ row: ExportRow; createdBy: string | null }> {
  const [found] = await db
    .select({ row: exports, createdBy: users.email })
    .from(exports)
    .leftJoin(users, eq(users.id, exports.createdById))
    .where(and(eq(exports.id, id), exportsPolicy.scope!(actor)));
  if (!found) throw notFound();
  return found;
}

export async function showExport(db: Database, actor: Actor, id: number): Promise<Export> {
  await settleStuckExports(db, { clientId: actor.client.id, createdById: actor.user.id });
  const { row, createdBy } = await findOwnExport(db, actor, id);
  authorize(exportsPolicy, actor, 'read', row);
  return presentExport(actor, row, createdBy);
}

/**
 * Deletes one of the actor's exports and its file, whatever its state. A queued or running export's job finds
 * its record gone at its next step and stops, removing the file it may have stored meanwhile.
 */
export async function deleteExport(db: Database, files: FileStorage, actor: Actor, id: number): Promise<void> {
  const { row } = await findOwnExport(db, actor, id);
  authorize(exportsPolicy, actor, 'delete', row);
  const [deleted] = await db.delete(exports).where(eq(exports.id, row.id)).returning({ storageKey: exports.storageKey });
  if (deleted?.storageKey) await files.delete(deleted.storageKey);
}

/** A finished export's file; NOT_FOUND while it has none (queued, running, failed). */
export async function openExportFile(db: Database, files: FileStorage, actor: Actor, id: number): Promise<{ row: ExportRow; body: Readable }> {
  const { row } = await findOwnExport(db, actor, id);
  if (row.state !== 'done' || !row.storageKey) throw notFound('The file of this export is not ready.');
  authorize(exportsPolicy, actor, 'download', row);
  try {
    return { row, body: await files.get(row.storageKey) };
  } catch (error) {
    if (error instanceof FileMissingError) throw notFound('The file of this export is no longer stored.');
    throw error;
  }
}
