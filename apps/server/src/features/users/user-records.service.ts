import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { UserRow } from '../../platform/session/session.service.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import type { OrderedTagNode } from '../../platform/tags/tag-order.js';
import { usersPolicy } from './users.policy.js';

/** A user with what their rights are made of: their roles and the tag nodes assigned to them. */
export interface UserRecord {
  row: UserRow;
  roles: { id: number; name: string; permissions: string[] }[];
  /** Assigned tag keys, sorted. */
  tagKeys: string[];
}

/** The roles and tags of each of these users, in one query each, kept in the rows' order. */
export async function withRights(db: Database, rows: readonly UserRow[]): Promise<UserRecord[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // One after the other: `db` may be a transaction (a directory sync), whose one connection takes a query at a time.
  const roleRows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(roles.name), asc(roles.id));
  const tagRows = await db
    .select({ userId: userTags.userId, key: tags.key })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, ids))
    .orderBy(asc(tags.key));
  return rows.map((row) => ({
    row,
    roles: roleRows.filter((role) => role.userId === row.id).map(({ id, name, permissions }) => ({ id, name, permissions })),
    tagKeys: tagRows.filter((tag) => tag.userId === row.id).map((tag) => tag.key),
  }));
}

/** One of the caller's client's users with their rights; NOT_FOUND for an unknown id or another client's user. */
export async function findUser(db: Database, actor: Actor, id: number): Promise<UserRecord> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(usersPolicy.scope!(actor), eq(users.id, id)));
  if (!row) throw notFound('No such user.');
  const [record] = await withRights(db, [row]);
  return record!;
}

/** Every tag node of the client (a few thousand at most): names, and the trees organisations are filtered by. */
export function clientTags(db: Database, clientId: number): Promise<OrderedTagNode[]> {
  return db
    .select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth, name: tags.name, position: tags.position })
    .from(tags)
    .where(eq(tags.clientId, clientId));
}
