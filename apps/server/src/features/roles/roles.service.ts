import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { rolesContract } from '@platform/shared/roles/roles.contract';
import type { ResponseOf } from '@platform/shared/http/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, userRoles } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { permissionHistory } from '../users/index.js';
import { membersOf } from './role-members.service.js';
import { presentRole, type RoleRow } from './role-presenter.js';
import { rolesPolicy } from './roles.policy.js';

type Executor = Pick<Database, 'select'>;

/** The client's roles by name, each with how many users hold it. */
export async function listRoles(db: Database, actor: Actor): Promise<ResponseOf<typeof rolesContract.list>> {
  authorize(rolesPolicy, actor, 'list');
  const rows = await db
    .select({ id: roles.id, clientId: roles.clientId, name: roles.name, permissions: roles.permissions, usersCount: count(userRoles.userId) })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(rolesPolicy.scope!(actor))
    .groupBy(roles.id)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  return {
    roles: rows.map((row) => presentRole(actor, row, Number(row.usersCount))),
    abilities: { create: rolesPolicy.can(actor, 'create') },
  };
}

/** One of the client's roles with its members and the history of its rights; NOT_FOUND for any other. */
export async function showRole(db: Database, actor: Actor, id: number): Promise<ResponseOf<typeof rolesContract.show>> {
  const row = await requireRole(db, actor, id);
  authorize(rolesPolicy, actor, 'read', row);
  const users = await membersOf(db, row.id);
  return {
    role: { ...presentRole(actor, row, users.length), users },
    history: await permissionHistory(db, actor.client.id, { type: 'role', id: row.id }),
  };
}

/** The role if it is the caller's client's; another client's is as unknown as a missing one. */
export async function requireRole(db: Executor, actor: Actor, id: number): Promise<RoleRow> {
  const [row] = await db
    .select({ id: roles.id, clientId: roles.clientId, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.id, id), rolesPolicy.scope!(actor)))
    .limit(1);
  if (!row) throw notFound('No such role.');
  return row;
}
