import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Role } from '@platform/shared/roles/roles.schemas';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import type { MemberFacts } from './effective-rights-change.js';

type Executor = Pick<Database, 'select'>;

/** A role's members, by email (archived ones too, marked: they keep the role when restored). */
export async function membersOf(db: Executor, roleId: number): Promise<Role['users']> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, archivedAt: users.archivedAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(asc(sql`lower(${users.email})`), asc(users.id));
  return rows.map((row) => ({ id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, archived: row.archivedAt !== null }));
}

/** The ids of a role's members. */
export async function memberIdsOf(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((row) => row.id);
}

/** Of these ids, those of the client's users (the others are unknown to the caller, whoever's they are). */
export async function usersOfClient(db: Executor, clientId: number, ids: readonly number[]): Promise<Map<number, { id: number; email: string; isSuperAdmin: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What the effective-rights computation needs of these users: who they are and what their roles other than
 * `roleId` grant (all their roles for a role not yet created).
 */
export async function memberFacts(db: Executor, clientId: number, ids: readonly number[], roleId: number | null): Promise<Map<number, MemberFacts>> {
  const people = await usersOfClient(db, clientId, ids);
  if (people.size === 0) return new Map();
  const grants = await db
    .select({ userId: userRoles.userId, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, [...people.keys()]), roleId === null ? undefined : ne(roles.id, roleId)));
  const facts = new Map<number, MemberFacts>();
  for (const person of people.values()) facts.set(person.id, { ...person, otherKeys: new Set() });
  for (const grant of grants) for (const key of grant.permissions) (facts.get(grant.userId)!.otherKeys as Set<string>).add(key);
  return facts;
}
