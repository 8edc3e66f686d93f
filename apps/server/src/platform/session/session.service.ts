import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { roles, userRoles, users } from '../auth/auth.tables.js';
import { sessions } from './session.tables.js';
import type { TagScope } from '../tags/tag-scope.service.js';
import { expandTagScope } from '../tags/tag-tree.js';
import type { TagTreeStore } from '../tags/tag-tree-store.js';
import { userTags } from '../tags/tags.tables.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGNED_IN_PREFIX,
} from './session-policy.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface LoadedSession {
  session: SessionRow;
  user: UserRow;
  roleKeys: string[];
  /** The tag nodes the user acts for, and everything under them. */
  tagScope: TagScope;
}

/**
 * Opens a session and returns its cookie token. `expiresAt` carries an earlier session's absolute limit over
 * (impersonation switches sessions without signing in again, so it must not extend how long the sign-in lasts).
 */
export async function createSession(
  db: Database,
  input: { userId: number; impersonatorId?: number | null; expiresAt?: Date; ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = SIGNED_IN_PREFIX + randomToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: sha256(token),
    userId: input.userId,
    impersonatorId: input.impersonatorId ?? null,
    expiresAt: input.expiresAt ?? new Date(now + SESSION_ABSOLUTE_TIMEOUT_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
  });
  return token;
}

const impersonators = alias(users, 'impersonators');

/**
 * The statement `loadSession` runs on every signed-in request, built once per database and prepared: on
 * PostgreSQL the server keeps its plan (a named statement on each connection), and on either database the
 * query is not built again for each request.
 */
function prepareSessionStatement(db: Database) {
  return db
    .select({
      session: sessions,
      user: users,
      impersonatorArchivedAt: impersonators.archivedAt,
      roleKeys: sql<string[]>`coalesce((select array_agg(distinct key) from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        cross join lateral jsonb_array_elements_text(${roles.permissions}) as key where ${userRoles.userId} = ${users.id}), '{}')`,
      tagIds: sql<number[]>`coalesce((select array_agg(${userTags.tagId}) from ${userTags} where ${userTags.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(users.clientId, sql.placeholder('clientId'))))
    .prepare('load_session');
}

const sessionStatements = new WeakMap<Database, ReturnType<typeof prepareSessionStatement>>();

function sessionStatementOf(db: Database) {
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = prepareSessionStatement(db)));
  return statement;
}

/**
 * The live session behind a cookie token for a user of this client, or null when unknown, expired, its user
 * (or impersonator) archived, or its user another client's: clients share a database, and a session opened
 * on one client's site must sign no one in on another's (its rights there are that client's). The session,
 * its user, the keys their roles grant and the tag nodes assigned to them come in one statement; the tags are
 * expanded through the client's cached tree (`tagTrees`), so a request pays one round trip for who it is.
 */
export async function loadSession(db: Database, token: string, clientId: number, tagTrees: TagTreeStore): Promise<LoadedSession | null> {
  const id = sha256(token);
  const [row] = await sessionStatementOf(db).execute({ id, clientId });
  if (!row) return null;
  const now = Date.now();
  const idleFor = now - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt.getTime() <= now || idleFor > SESSION_IDLE_TIMEOUT_MS || row.user.archivedAt || row.impersonatorArchivedAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleFor > SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
  }
  const tagIds = row.tagIds.map(Number);
  const tagScope = tagIds.length === 0 ? { keys: [], all: false } : expandTagScope(await tagTrees.of(clientId), tagIds);
  return { session: row.session, user: row.user, roleKeys: row.roleKeys, tagScope };
}

export async function permissionKeysOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return [...new Set(rows.flatMap((row) => row.permissions))];
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

/** Ends every session of these users, those in which they act as someone else included. */
export async function destroyUserSessions(db: Database, userIds: number[], exceptToken?: string): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(inArray(sessions.userId, userIds), inArray(sessions.impersonatorId, userIds)));
  const keep = exceptToken ? sha256(exceptToken) : null;
  const ids = rows.map((row) => row.id).filter((id) => id !== keep);
  if (ids.length > 0) await db.delete(sessions).where(inArray(sessions.id, ids));
}
