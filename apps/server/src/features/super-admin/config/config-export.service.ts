import { asc, eq } from 'drizzle-orm';
import { CONFIG_DOCUMENT_FORMAT, type ConfigDocument, type ConfigTagNode } from '@platform/shared/super-admin/config-document.schemas';
import { roles } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { subjectDefinitions } from '../../data-collection/index.js';
import { indicatorDefinitions } from '../../indicators/index.js';
import { readDocument } from './config-canonical.js';

/** The client's configuration as it stands in the database, as one document (read by its schema). */
export async function exportConfig(db: Database, clientId: number): Promise<ConfigDocument> {
  const [client] = await db.select({ settings: clients.settings }).from(clients).where(eq(clients.id, clientId));
  const { sections, subjects } = await subjectDefinitions(db, clientId);
  const roleRows = await db.select().from(roles).where(eq(roles.clientId, clientId)).orderBy(asc(roles.name));
  const raw = {
    format: CONFIG_DOCUMENT_FORMAT,
    settings: client!.settings,
    sections,
    subjects,
    tags: await tagTrees(db, clientId),
    indicators: await indicatorDefinitions(db, clientId),
    roles: roleRows.map((row) => ({ name: row.name, permissions: [...row.permissions].sort() })),
  };
  const read = readDocument(raw);
  // What the database holds was written through the same rules; a document it cannot read is a fault to report.
  if (!read.document) throw new Error(`The stored configuration does not read as a document: ${JSON.stringify(read.issues.slice(0, 5))}`);
  return read.document;
}

/** The client's tag trees, each node with its children in their order. */
async function tagTrees(db: Database, clientId: number): Promise<ConfigTagNode[]> {
  const rows = await db.select().from(tags).where(eq(tags.clientId, clientId)).orderBy(asc(tags.position), asc(tags.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (row: (typeof rows)[number]): ConfigTagNode => ({ key: row.key, name: row.name, children: (children.get(row.id) ?? []).map(build) });
  return (children.get(null) ?? []).map(build);
}
