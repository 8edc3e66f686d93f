import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, like, TransactionRollbackError } from 'drizzle-orm';
import { fileUrl } from '@platform/shared/files/files.contract';
import type { AttachedFile, AttachFilesBody, RecordFile, RecordFiles, RecordRef } from '@platform/shared/files/files.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { FileRecordTypes } from '../../platform/files/file-records.js';
import { newStorageKey, type FileStorage } from '../../platform/files/file-storage.js';
import { files } from '../../platform/files/files.tables.js';
import type { StagedUpload } from '../../platform/files/receive-uploads.js';
import { authorize } from '../../platform/permissions/policy.js';
import { filesPolicy, type FileSubject } from './files.policy.js';

type FileRow = typeof files.$inferSelect;

/** What the services need besides the database: the storage and the record types features declared. */
export interface FilesDeps {
  db: Database;
  storage: FileStorage;
  recordTypes: FileRecordTypes;
}

const PICTURE_LIST_LIMIT = 200;

export function presentFile(row: FileRow): AttachedFile {
  return { oid: row.oid, name: row.name, url: fileUrl(row.oid), size: row.size, content_type: row.contentType };
}

/**
 * Keeps checked uploads (see receiveUploads) for the actor, not attached to any record yet: the bytes
 * under new random keys, then the rows in one transaction. If anything fails, what was stored is removed.
 */
export async function storeUploads({ db, storage }: FilesDeps, actor: Actor, uploads: readonly StagedUpload[]): Promise<AttachedFile[]> {
  const stored: string[] = [];
  try {
    const values: (typeof files.$inferInsert)[] = [];
    for (const upload of uploads) {
      const storageKey = newStorageKey();
      await storage.put(storageKey, createReadStream(upload.path), { size: upload.size, contentType: upload.contentType });
      stored.push(storageKey);
      values.push({
        oid: randomBytes(16).toString('base64url'),
        clientId: actor.client.id,
        name: upload.name,
        storageKey,
        size: upload.size,
        contentType: upload.contentType,
        uploadedBy: actor.user.id,
      });
    }
    const rows = await db.transaction((tx) => tx.insert(files).values(values).returning());
    return rows.map(presentFile);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The editor's picture browser: the actor's own pictures not attached to a record, newest first. */
export async function listPictures(db: Database, actor: Actor): Promise<AttachedFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(filesPolicy.scope!(actor), like(files.contentType, 'image/%')))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(PICTURE_LIST_LIMIT);
  return rows.map(presentFile);
}

/** The record a reference names, with its type's rules; 404 when the type is unknown or the record is not the actor's client's. */
async function findRecord({ db, recordTypes }: FilesDeps, actor: Actor, ref: { recordType: string; recordId: string }) {
  const type = recordTypes.get(ref.recordType);
  const record = type ? await type.find(db, actor, ref.recordId) : null;
  if (!type || record === null) throw notFound('No such record.');
  return { read: type.can(actor, 'read', record), change: type.can(actor, 'change', record) };
}

async function subjectOf(deps: FilesDeps, actor: Actor, row: FileRow): Promise<FileSubject> {
  const subject: FileSubject = { clientId: row.clientId, uploadedBy: row.uploadedBy, attached: row.recordType !== null };
  if (row.recordType === null || row.recordId === null) return subject;
  try {
    return { ...subject, record: await findRecord(deps, actor, { recordType: row.recordType, recordId: row.recordId }) };
  } catch (error) {
    // A record the caller cannot see (outside their scope, gone, or of a type no feature declares any
    // more) leaves its files to nobody, and its files are not there for them either: 404, never a hint.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('No such file.');
    throw error;
  }
}

/** The actor's client's file with this oid, with what the rules say of it; 404 when there is none. */
async function loadFile(deps: FilesDeps, actor: Actor, oid: string): Promise<{ row: FileRow; subject: FileSubject }> {
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.oid, oid), eq(files.clientId, actor.client.id)))
    .limit(1);
  if (!row) throw notFound('No such file.');
  return { row, subject: await subjectOf(deps, actor, row) };
}

/** The file's row and bytes, for whoever may read it (403 otherwise). */
export async function openFile(deps: FilesDeps, actor: Actor, oid: string): Promise<{ file: AttachedFile; body: Readable }> {
  const { row, subject } = await loadFile(deps, actor, oid);
  authorize(filesPolicy, actor, 'read', subject);
  return { file: presentFile(row), body: await deps.storage.get(row.storageKey) };
}

/** Deletes a file (its row, then its bytes), for whoever may delete it (403 otherwise). */
export async function deleteFile(deps: FilesDeps, actor: Actor, oid: string): Promise<void> {
  const { row, subject } = await loadFile(deps, actor, oid);
  authorize(filesPolicy, actor, 'delete', subject);
  await deps.db.delete(files).where(eq(files.id, row.id));
  await deps.storage.delete(row.storageKey);
}

const refOf = (ref: RecordRef) => ({ recordType: ref.record_type, recordId: ref.record_id });

function presentRecordFile(row: FileRow, record: { change: boolean }): RecordFile {
  return { ...presentFile(row), abilities: { delete: record.change } };
}

/** The files attached to a record, oldest first, for whoever may read the record (403 otherwise). */
export async function listRecordFiles(deps: FilesDeps, actor: Actor, ref: RecordRef): Promise<RecordFiles> {
  const record = await findRecord(deps, actor, refOf(ref));
  if (!record.read) throw new AppError('ACCESS_DENIED', 'Access denied');
  const rows = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.clientId, actor.client.id), eq(files.recordType, ref.record_type), eq(files.recordId, ref.record_id)))
    .orderBy(files.createdAt, files.id);
  return { files: rows.map((row) => presentRecordFile(row, record)), abilities: { attach: record.change } };
}

/**
 * Attaches files the actor uploaded and nobody attached yet to a record the actor may change the files
 * of. All or none: an oid that is unknown, someone else's, or already attached refuses the whole call.
 */
export async function attachFiles(deps: FilesDeps, actor: Actor, body: AttachFilesBody): Promise<RecordFile[]> {
  const record = await findRecord(deps, actor, refOf(body));
  if (!record.change) throw new AppError('ACCESS_DENIED', 'Access denied');
  const oids = [...new Set(body.oids)];
  try {
    return await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(files)
        .set({ recordType: body.record_type, recordId: body.record_id })
        .where(and(eq(files.clientId, actor.client.id), eq(files.uploadedBy, actor.user.id), isNull(files.recordType), inArray(files.oid, oids)))
        .returning();
      if (rows.length !== oids.length) tx.rollback();
      return rows.map((row) => presentRecordFile(row, record));
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) throw notFound('Some of the files do not exist or are not yours to attach.');
    throw error;
  }
}
