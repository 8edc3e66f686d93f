import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { AttachedFile } from '@platform/shared/files/files.schemas';
import { indicatorAttachmentUrl } from '@platform/shared/indicators/indicators.contract';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { files } from '../../platform/files/files.tables.js';
import { requireIndicator } from './indicator-row.service.js';

/** The record type (files.record_type) of the files attached to an indicator; the record id is the indicator's id. */
export const INDICATOR_RECORD_TYPE = 'indicator';

type FileRow = typeof files.$inferSelect;
type IndicatorRef = { id: number; key: string; clientId: number };

const attachedTo = (indicator: IndicatorRef) =>
  and(eq(files.clientId, indicator.clientId), eq(files.recordType, INDICATOR_RECORD_TYPE), eq(files.recordId, String(indicator.id)));

/** A file as the indicator's readers see it: its url is the indicator's own public address for it. */
function presentAttachment(indicatorKey: string, row: FileRow): AttachedFile {
  return { oid: row.oid, name: row.name, url: indicatorAttachmentUrl(indicatorKey, row.oid), size: row.size, content_type: row.contentType };
}

/** The files attached to the indicator, oldest first. */
export async function listIndicatorAttachments(db: Database, indicator: IndicatorRef): Promise<AttachedFile[]> {
  const rows = await db.select().from(files).where(attachedTo(indicator)).orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => presentAttachment(indicator.key, row));
}

/**
 * One file attached to the client's indicator `key`, with its bytes, for anyone who reads the public
 * site; NOT_FOUND for an unknown indicator or a file that is not attached to this one.
 */
export async function openIndicatorAttachment(
  db: Database,
  storage: FileStorage,
  clientId: number,
  key: string,
  oid: string,
): Promise<{ file: AttachedFile; body: Readable }> {
  const indicator = await requireIndicator(db, clientId, key);
  const [row] = await db
    .select()
    .from(files)
    .where(and(attachedTo(indicator), eq(files.oid, oid)))
    .limit(1);
  if (!row) throw notFound('No such file.');
  return { file: presentAttachment(indicator.key, row), body: await storage.get(row.storageKey) };
}
