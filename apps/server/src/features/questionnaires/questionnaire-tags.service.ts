import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { questionnaires } from './questionnaires.tables.js';

const naming = (nodeKeys: readonly string[]) => sql`${questionnaires.organisationKeys} && ${`{${nodeKeys.map((key) => `"${key.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;

/** The client's questionnaires addressed to one of `nodeKeys` (their organisation). */
export async function countQuestionnairesNamingTags(db: Database, clientId: number, nodeKeys: readonly string[]): Promise<number> {
  if (nodeKeys.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questionnaires)
    .where(and(eq(questionnaires.clientId, clientId), naming(nodeKeys)));
  return row?.count ?? 0;
}

/** A tag migration's part in questionnaires: those addressed to `from` are addressed to `to` (merged into it, or its new key). */
export async function retagQuestionnaires(db: Database, clientId: number, change: { from: string; to: string }): Promise<number> {
  const changed = await db
    .update(questionnaires)
    .set({ organisationKeys: sql`array_replace(${questionnaires.organisationKeys}, ${change.from}::text, ${change.to}::text)` })
    .where(and(eq(questionnaires.clientId, clientId), naming([change.from])))
    .returning({ id: questionnaires.id });
  return changed.length;
}
