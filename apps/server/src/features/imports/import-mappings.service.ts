import { and, eq } from 'drizzle-orm';
import type { ImportMapping } from '@platform/shared/imports/imports.schemas';
import type { Database } from '../../platform/db/database.js';
import { importMappings } from './imports.tables.js';

/** The subject's remembered mapping (normalised header → target), if any. */
export async function rememberedMapping(db: Database, clientId: number, subjectKey: string): Promise<ImportMapping | undefined> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.clientId, clientId), eq(importMappings.subjectKey, subjectKey)));
  return row?.mapping;
}

/** Keeps the mapping a user confirmed, offered again for the subject's next file. */
export async function rememberMapping(db: Database, clientId: number, subjectKey: string, mapping: ImportMapping): Promise<void> {
  await db
    .insert(importMappings)
    .values({ clientId, subjectKey, mapping })
    .onConflictDoUpdate({ target: [importMappings.clientId, importMappings.subjectKey], set: { mapping, updatedAt: new Date() } });
}
