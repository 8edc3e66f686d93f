import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { userListQuerySchema } from '@platform/shared/users/users.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { userTags } from '../../platform/tags/tags.tables.js';
import type { OrderedTagNode } from '../../platform/tags/tag-order.js';
import { clientTags, withRights, type UserRecord } from './user-records.service.js';
import { usersPolicy } from './users.policy.js';
import { containing } from '../../platform/db/like-pattern.js';

export type UserListFilters = z.output<typeof userListQuerySchema>;

/** The most rows one export holds: far above any client's users, low enough to keep a file in memory. */
export const USER_EXPORT_MAX_ROWS = 20_000;

const awaitingPassword = and(eq(users.authenticationMethod, 'default'), isNull(users.passwordHash));
/** Active, then invited, then archived: the order of statusOf. */
const statusRank = sql`case when ${users.archivedAt} is not null then 2 when ${users.authenticationMethod} = 'default' and ${users.passwordHash} is null then 1 else 0 end`;


/** The node with this key and every node under it. */
function subtreeIds(nodes: readonly OrderedTagNode[], key: string): number[] {
  const root = nodes.find((node) => node.key === key);
  if (!root) return [];
  const ids = [root.id];
  for (let index = 0; index < ids.length; index += 1) {
    for (const node of nodes) if (node.parentId === ids[index]) ids.push(node.id);
  }
  return ids;
}

/**
 * The list's filters as one condition, within the client (the policy's scope), people only. Archived users are
 * left out unless `include_archived` is set or the status asked for is `archived`. `organisation`
 * keeps users acting for that node or a node under it (its sites).
 */
async function whereOf(db: Database, actor: Actor, filters: UserListFilters): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [usersPolicy.scope!(actor)];
  if (!filters.include_archived && filters.status !== 'archived') conditions.push(isNull(users.archivedAt));
  if (filters.status === 'archived') conditions.push(isNotNull(users.archivedAt));
  if (filters.status === 'invited') conditions.push(isNull(users.archivedAt), awaitingPassword);
  if (filters.status === 'active') conditions.push(isNull(users.archivedAt), or(ne(users.authenticationMethod, 'default'), isNotNull(users.passwordHash)));
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  if (filters.role_id) conditions.push(inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, filters.role_id))));
  if (filters.audience) conditions.push(eq(users.audience, filters.audience));
  if (filters.organisation) {
    const ids = subtreeIds(await clientTags(db, actor.client.id), filters.organisation);
    conditions.push(ids.length === 0 ? sql`false` : inArray(users.id, db.select({ id: userTags.userId }).from(userTags).where(inArray(userTags.tagId, ids))));
  }
  return and(...conditions)!;
}

function orderOf({ sort, direction }: UserListFilters): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  const email = by(sql`lower(${users.email})`);
  switch (sort) {
    case 'email':
      return [email];
    case 'name':
      return [by(sql`lower(${users.lastName})`), by(sql`lower(${users.firstName})`), email];
    case 'status':
      return [by(statusRank), email];
    case 'last_signed_in_at':
      // Never signed in goes last both ways.
      return [sql`${users.lastSignedInAt} ${sql.raw(direction)} nulls last`, email];
    case 'created_at':
      return [by(users.createdAt)];
  }
}

/** One page of the client's users matching the filters, and how many match in all. */
export async function listUsers(db: Database, actor: Actor, filters: UserListFilters): Promise<{ records: UserRecord[]; total: number }> {
  const where = await whereOf(db, actor, filters);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(filters), asc(users.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    db.$count(users, where),
  ]);
  return { records: await withRights(db, rows), total };
}

/** Every user matching the filters (no pages), and the client's tags to name their organisations. */
export async function usersForExport(db: Database, actor: Actor, filters: UserListFilters): Promise<{ records: UserRecord[]; tags: OrderedTagNode[] }> {
  const where = await whereOf(db, actor, filters);
  const [rows, tags] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(filters), asc(users.id))
      .limit(USER_EXPORT_MAX_ROWS),
    clientTags(db, actor.client.id),
  ]);
  return { records: await withRights(db, rows), tags };
}
