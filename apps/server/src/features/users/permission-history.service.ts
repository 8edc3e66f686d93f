import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { permissionChanges, type PermissionChange } from './users.tables.js';

export type { PermissionChange };

type Executor = Pick<Database, 'insert' | 'select'>;

/** How many entries a user's or a role's page shows, newest first. */
export const PERMISSION_HISTORY_LIMIT = 100;

/** Whether a change moves anything: a save that changes nothing leaves no history row. */
export function isEmptyChange(change: PermissionChange): boolean {
  return (change.added?.length ?? 0) === 0 && (change.removed?.length ?? 0) === 0 && Object.keys(change.fields ?? {}).length === 0;
}

/** What was added and removed between two lists (each sorted, without repeats). */
export function listChange(before: readonly string[], after: readonly string[]): Pick<PermissionChange, 'added' | 'removed'> {
  const old = new Set(before);
  const next = new Set(after);
  const added = [...next].filter((item) => !old.has(item)).sort();
  const removed = [...old].filter((item) => !next.has(item)).sort();
  return { ...(added.length > 0 ? { added } : {}), ...(removed.length > 0 ? { removed } : {}) };
}

/**
 * Records one save of a user's or a role's rights, by the actor (and the administrator acting as them):
 * call it in the transaction that saves, so the history never tells of a change that was not made.
 */
export async function recordPermissionChange(
  db: Executor,
  actor: Actor,
  target: { type: 'user' | 'role'; id: number; label: string },
  change: PermissionChange,
): Promise<void> {
  if (isEmptyChange(change)) return;
  await db.insert(permissionChanges).values({
    clientId: actor.client.id,
    changedBy: actor.user.id,
    impersonatorId: actor.impersonatorId,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    change,
  });
}

/** The history of one user's or role's rights, newest first, with who changed them. */
export async function permissionHistory(db: Executor, clientId: number, target: { type: 'user' | 'role'; id: number }): Promise<PermissionChangeEntry[]> {
  const author = alias(users, 'author');
  const impersonator = alias(users, 'impersonator');
  const rows = await db
    .select({
      id: permissionChanges.id,
      at: permissionChanges.createdAt,
      by: author.email,
      impersonator: impersonator.email,
      targetType: permissionChanges.targetType,
      targetLabel: permissionChanges.targetLabel,
      change: permissionChanges.change,
    })
    .from(permissionChanges)
    .leftJoin(author, eq(author.id, permissionChanges.changedBy))
    .leftJoin(impersonator, eq(impersonator.id, permissionChanges.impersonatorId))
    .where(and(eq(permissionChanges.clientId, clientId), eq(permissionChanges.targetType, target.type), eq(permissionChanges.targetId, target.id)))
    .orderBy(desc(permissionChanges.id))
    .limit(PERMISSION_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    by: row.by,
    impersonator: row.impersonator,
    target_type: row.targetType,
    target_label: row.targetLabel,
    added: row.change.added ?? [],
    removed: row.change.removed ?? [],
    fields: row.change.fields ?? {},
  }));
}
