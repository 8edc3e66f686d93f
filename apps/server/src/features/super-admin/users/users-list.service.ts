import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SuperAdminUserList } from '@platform/shared/super-admin/users-sync.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { containing } from '../../../platform/db/like-pattern.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { superAdminPolicy } from '../super-admin.policy.js';

/**
 * GET /users: the users of every client (the super administrator's view across clients, archived ones
 * included and marked), by client then email, with their roles and last sign-in; searched by email or
 * name, of one client or all. The visitor accounts are not people and are left out.
 */
export async function listAllUsers(
  db: Database,
  actor: Actor,
  query: { q?: string; client_id?: number; page: number; per_page: number },
): Promise<SuperAdminUserList> {
  authorize(superAdminPolicy, actor, 'readUsers');
  const filters: (SQL | undefined)[] = [eq(users.isVisitor, false)];
  if (query.client_id !== undefined) filters.push(eq(users.clientId, query.client_id));
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(
      or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
    );
  }
  const where = and(...filters);
  const [rows, [total], clientRows] = await Promise.all([
    db
      .select({ user: users, client: { id: clients.id, name: clients.name, title: clients.title } })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(where)
      .orderBy(asc(clients.title), asc(clients.id), asc(sql`lower(${users.email})`), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ count: count() }).from(users).where(where),
    db.select({ id: clients.id, name: clients.name, title: clients.title }).from(clients).orderBy(asc(clients.title), asc(clients.id)),
  ]);
  const ids = rows.map(({ user }) => user.id);
  const roleRows =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.name));
  return {
    users: rows.map(({ user, client }) => ({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      locale: user.locale,
      client,
      roles: roleRows.filter((role) => role.userId === user.id).map((role) => role.name),
      super_admin: user.isSuperAdmin,
      last_signed_in_at: user.lastSignedInAt?.toISOString() ?? null,
      archived_at: user.archivedAt?.toISOString() ?? null,
    })),
    total: total?.count ?? 0,
    clients: clientRows,
  };
}
