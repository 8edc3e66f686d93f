import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { clients } from './tenancy.tables.js';

/** The client's row, by its name; null when it is not in the database. */
export async function findClientByName(db: Database, name: string): Promise<typeof clients.$inferSelect | null> {
  const [row] = await db.select().from(clients).where(eq(clients.name, name));
  return row ?? null;
}
