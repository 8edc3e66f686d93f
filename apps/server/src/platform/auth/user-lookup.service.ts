import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from './auth.tables.js';
import type { UserRow } from '../session/session.service.js';

/** An active (not archived) user of the client, by email, case-insensitively. */
export async function findActiveUserByEmail(db: Database, clientId: number, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.clientId, clientId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.archivedAt)),
    );
  return user ?? null;
}
