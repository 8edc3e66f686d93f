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
import { exports, notDeleted } from './exports.tables.js';

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
 * Deletes one of the actor's exports and its file, whatever its state: the record stays, marked deleted, so it
 * still counts towards the day's limit. A queued or running export's job finds it deleted at its next step and
 * stops, removing the file it may have stored meanwhile. The file named is the one the row held when it was
 * marked (the row is locked first: a job finishing at that moment either stored its file before, and it is
 * removed here, or finds the export deleted and removes its own).
 */
export async function deleteExport(db: Database, files: FileStorage, actor: Actor, id: number): Promise<void> {
  const { row } = await findOwnExport(db, actor, id);
  authorize(exportsPolicy, actor, 'delete', row);
  const storageKey = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ storageKey: exports.storageKey }).from(exports).where(and(eq(exports.id, row.id), notDeleted)).for('update');
    if (!locked) return null;
    await tx.update(exports).set({ deletedAt: new Date(), storageKey: null }).where(eq(exports.id, row.id));
    return locked.storageKey;
  });
  if (storageKey) await files.delete(storageKey);
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
