import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from './auth.tables.js';
import type { UserRow } from '../session/session.service.js';

/**
 * An active (not archived) person's account of the client, by email, case-insensitively: what signing in by
 * password and recovering a password look for. The visitor accounts are not people: never found here.
 */
export async function findActiveUserByEmail(db: Database, clientId: number, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.archivedAt),
        eq(users.isVisitor, false),
      ),
    );
  return user ?? null;
}

/** A user of the client by id, archived or not; null for another client's or an unknown id. */
export async function findUserOfClient(db: Database, clientId: number, userId: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
  return user ?? null;
}
