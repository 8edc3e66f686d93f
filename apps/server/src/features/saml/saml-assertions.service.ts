import { lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { samlUsedAssertions } from './saml.tables.js';

/**
 * Marks an assertion as used, once: true the first time its id is seen, false for a replay. The insert is
 * the check, so two instances given the same response at the same moment cannot both accept it. An id is
 * kept until the assertion could no longer be accepted anyway (`expiresAt`); older ones are deleted here.
 */
export async function useAssertionOnce(db: Database, clientId: number, assertionId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(samlUsedAssertions).where(lte(samlUsedAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(samlUsedAssertions)
    .values({ id: assertionId, clientId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlUsedAssertions.id });
  return inserted.length === 1;
}
