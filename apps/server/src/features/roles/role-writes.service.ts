import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { EffectiveRightsChange, Role } from '@platform/shared/roles/roles.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, userRoles } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { listChange, recordPermissionChange, type PermissionChange } from '../users/index.js';
import { effectiveRightsChange, grantedKeys, normalisedKeys } from './effective-rights-change.js';
import { memberFacts, memberIdsOf, membersOf } from './role-members.service.js';
import { presentRole, type RoleRow } from './role-presenter.js';
import { requireRole } from './roles.service.js';
import { keysNotHeld, rolesPolicy } from './roles.policy.js';

/** The role form as the contract parsed it. */
export interface RoleInput {
  name: string;
  permissions: readonly string[];
  user_ids: readonly number[];
}

type Executor = Pick<Database, 'select'>;

/** A save worked out before anything is written: the role as it will be, and what it changes for whom. */
interface RolePlan {
  name: string;
  keys: PermissionKey[];
  memberIds: number[];
  before: { name: string | null; keys: PermissionKey[]; memberIds: number[] };
  emails: ReadonlyMap<number, string>;
  change: EffectiveRightsChange;
}

/**
 * Checks a save of `body` over `existing` (null for a new role) and works out its change in the members'
 * effective rights. Refused (422 INVALID_RECORD) when the name is blank or taken in the client, when a user is
 * not one of the client's, or when it grants a right the caller does not hold: a key added to the role
 * (details.permissions) or a key a new member would gain through it (details.user_ids), each NOT_HELD with the keys.
 */
async function planSave(db: Executor, actor: Actor, existing: RoleRow | null, body: RoleInput): Promise<RolePlan> {
  const name = body.name.trim();
  const keys = normalisedKeys(body.permissions);
  const memberIds = [...new Set(body.user_ids)];
  const before: RolePlan['before'] = existing
    ? { name: existing.name, keys: normalisedKeys(existing.permissions), memberIds: await memberIdsOf(db, existing.id) }
    : { name: null, keys: [], memberIds: [] };
  const facts = await memberFacts(db, actor.client.id, [...new Set([...before.memberIds, ...memberIds])], existing?.id ?? null);

  const details: FieldErrors = {};
  if (name === '') details.name = [{ error: 'BLANK' }];
  else if (await nameTaken(db, actor.client.id, name, existing?.id ?? null)) details.name = [{ error: 'TAKEN' }];
  const unknown = memberIds.filter((id) => !facts.has(id));
  if (unknown.length > 0) details.user_ids = [{ error: 'UNKNOWN', ids: unknown }];

  const change = effectiveRightsChange(before, { keys, memberIds }, facts);
  const added = keys.filter((key) => !before.keys.includes(key));
  const addedNotHeld = keysNotHeld(actor, added);
  if (addedNotHeld.length > 0) details.permissions = [{ error: 'NOT_HELD', keys: addedNotHeld }];
  const grantedNotHeld = keysNotHeld(actor, grantedKeys(change)).filter((key) => !addedNotHeld.includes(key));
  if (grantedNotHeld.length > 0 && !details.user_ids) details.user_ids = [{ error: 'NOT_HELD', keys: grantedNotHeld }];

  if (Object.keys(details).length > 0) {
    const notHeld = [...addedNotHeld, ...grantedNotHeld];
    throw invalidRecord(details, notHeld.length > 0 ? `You cannot grant rights you do not hold: ${notHeld.join(', ')}.` : undefined);
  }
  const emails = new Map([...facts.values()].map((fact) => [fact.id, fact.email]));
  return { name, keys, memberIds, before, emails, change };
}

async function nameTaken(db: Executor, clientId: number, name: string, ownId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.clientId, clientId), sql`lower(${roles.name}) = lower(${name})`, ownId === null ? undefined : ne(roles.id, ownId)))
    .limit(1);
  return row !== undefined;
}

/** POST /roles: a new role with its keys and members, and its history's first entry. */
export async function createRole(db: Database, actor: Actor, body: RoleInput): Promise<Role> {
  authorize(rolesPolicy, actor, 'create');
  const saved = await savingName(() =>
    db.transaction(async (tx) => {
      const plan = await planSave(tx, actor, null, body);
      const [row] = await tx.insert(roles).values({ clientId: actor.client.id, name: plan.name, permissions: plan.keys }).returning();
      await writeMembers(tx, row!.id, plan.memberIds);
      await recordSave(tx, actor, row!.id, plan);
      return row!;
    }),
  );
  return roleOf(db, actor, saved);
}

/**
 * PUT /roles/{id}: the change in the members' effective rights; with `dryRun` nothing is saved (the form's
 * preview), else the role is saved with its history in one transaction and answered. Members' sessions read
 * their roles at each request, so the change applies from their next one.
 */
export async function updateRole(db: Database, actor: Actor, id: number, body: RoleInput, dryRun: boolean): Promise<{ role: Role | null; change: EffectiveRightsChange }> {
  const current = await requireRole(db, actor, id);
  authorize(rolesPolicy, actor, 'edit', current);
  if (dryRun) return { role: null, change: (await planSave(db, actor, current, body)).change };
  const { row, change } = await savingName(() =>
    db.transaction(async (tx) => {
      const existing = await requireRole(tx, actor, id);
      const plan = await planSave(tx, actor, existing, body);
      const [row] = await tx
        .update(roles)
        .set({ name: plan.name, permissions: plan.keys, updatedAt: new Date() })
        .where(eq(roles.id, existing.id))
        .returning();
      await writeMembers(tx, existing.id, plan.memberIds);
      await recordSave(tx, actor, existing.id, plan);
      return { row: row!, change: plan.change };
    }),
  );
  return { role: await roleOf(db, actor, row), change };
}

/** DELETE /roles/{id}: what its members lose; with `dryRun` nothing is deleted (the confirmation's figures). */
export async function deleteRole(db: Database, actor: Actor, id: number, dryRun: boolean): Promise<{ id: number; deleted: boolean; change: EffectiveRightsChange }> {
  const existing = await requireRole(db, actor, id);
  authorize(rolesPolicy, actor, 'delete', existing);
  const removal = async (executor: Executor, row: RoleRow) => {
    const before = { keys: normalisedKeys(row.permissions), memberIds: await memberIdsOf(executor, row.id) };
    const facts = await memberFacts(executor, actor.client.id, before.memberIds, row.id);
    return { before, facts, change: effectiveRightsChange(before, { keys: [], memberIds: [] }, facts) };
  };
  if (dryRun) return { id, deleted: false, change: (await removal(db, existing)).change };
  const change = await db.transaction(async (tx) => {
    const row = await requireRole(tx, actor, id);
    const { before, facts, change } = await removal(tx, row);
    const emails = new Map([...facts.values()].map((fact) => [fact.id, fact.email]));
    await recordSave(tx, actor, row.id, {
      name: row.name,
      keys: [],
      memberIds: [],
      before: { name: row.name, ...before },
      emails,
      change,
      deleting: true,
    });
    await tx.delete(roles).where(eq(roles.id, row.id));
    return change;
  });
  return { id, deleted: true, change };
}

/** The role's members become exactly `memberIds`. */
async function writeMembers(tx: Database, roleId: number, memberIds: readonly number[]): Promise<void> {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), memberIds.length === 0 ? undefined : notInArray(userRoles.userId, [...memberIds])));
  if (memberIds.length === 0) return;
  await tx
    .insert(userRoles)
    .values(memberIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

/**
 * The history of the save, in its transaction: on the role (its name, keys and members) and on each user who
 * joined or left it (the role's name), as a user's own form records their roles.
 */
async function recordSave(tx: Database, actor: Actor, roleId: number, plan: RolePlan & { deleting?: boolean }): Promise<void> {
  const joined = plan.memberIds.filter((id) => !plan.before.memberIds.includes(id));
  const left = plan.before.memberIds.filter((id) => !plan.memberIds.includes(id));
  const emailsOf = (ids: number[]) => ids.map((id) => plan.emails.get(id) ?? String(id)).sort();
  const fields: PermissionChange['fields'] = {};
  const after = plan.deleting ? null : plan.name;
  if (plan.before.name !== after) fields.name = { before: plan.before.name, after };
  if (joined.length > 0) fields.members_added = { before: null, after: emailsOf(joined) };
  if (left.length > 0) fields.members_removed = { before: emailsOf(left), after: null };
  await recordPermissionChange(tx, actor, { type: 'role', id: roleId, label: plan.name }, { ...listChange(plan.before.keys, plan.keys), fields });
  for (const id of joined) await recordPermissionChange(tx, actor, { type: 'user', id, label: plan.emails.get(id) ?? String(id) }, { added: [plan.name] });
  for (const id of left) await recordPermissionChange(tx, actor, { type: 'user', id, label: plan.emails.get(id) ?? String(id) }, { removed: [plan.before.name ?? plan.name] });
}

async function roleOf(db: Database, actor: Actor, row: RoleRow): Promise<Role> {
  const users = await membersOf(db, row.id);
  return { ...presentRole(actor, row, users.length), users };
}

/** Another save took the name between the check and the write: the same answer as the check's. */
async function savingName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidRecord({ name: [{ error: 'TAKEN' }] });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}
