import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { appSecrets } from './auth.tables.js';
import { randomToken } from './tokens.js';

/**
 * Returns the named secret, creating it on first use. Kept in the database so
 * every instance signs with the same key and nothing secret is committed.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db.insert(appSecrets).values({ key, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  if (!row) throw new Error(`Secret ${key} could not be created`);
  return row.value;
}
