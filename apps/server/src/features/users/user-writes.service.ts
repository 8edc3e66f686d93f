import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import { userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { accessDenied, invalidRecord } from '../../platform/errors/app-error.js';
import { authorize } from '../../platform/permissions/policy.js';
import { destroyUserSessions, type UserRow } from '../../platform/session/session.service.js';
import { userTags } from '../../platform/tags/tags.tables.js';
import { revokePasswordLinks } from '../profile/index.js';
import { recordPermissionChange } from './permission-history.service.js';
import { checkUserForm, userColumns, type ResolvedRights, type UserForm } from './user-form.service.js';
import { findUser, type UserRecord } from './user-records.service.js';
import { NO_RIGHTS, rightsChange, snapshotOf } from './user-rights.js';
import { factsOf } from './users.presenter.js';
import { usersPolicy } from './users.policy.js';

const historyTarget = (row: Pick<UserRow, 'id' | 'email'>) => ({ type: 'user' as const, id: row.id, label: row.email });

/** Gives the user exactly these roles and tag nodes. */
async function saveRights(db: Database, userId: number, rights: ResolvedRights): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.delete(userTags).where(eq(userTags.userId, userId));
  if (rights.roles.length > 0) await db.insert(userRoles).values(rights.roles.map((role) => ({ userId, roleId: role.id })));
  if (rights.tags.length > 0) await db.insert(userTags).values(rights.tags.map((tag) => ({ userId, tagId: tag.id })));
}

/** The email became taken between the check and the write (two saves at once): the same answer as the check's. */
function emailTakenOnWrite(error: unknown): never {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') throw invalidRecord({ email: [{ error: 'TAKEN' }] });
  }
  throw error;
}

/** Creates a user of the actor's client, without a password (they choose it from an invitation, or sign in by SAML). */
export async function createUser(db: Database, actor: Actor, form: UserForm): Promise<UserRecord> {
  authorize(usersPolicy, actor, 'create');
  const rights = await checkUserForm(db, actor, form, null);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ clientId: actor.client.id, ...userColumns(form), passwordHash: null })
        .returning();
      await saveRights(tx, row!.id, rights);
      const after = snapshotOf(row!, rights.roles.map((role) => role.name), rights.tags.map((tag) => tag.key));
      await recordPermissionChange(tx, actor, historyTarget(row!), rightsChange(NO_RIGHTS, after));
      return row!.id;
    })
    .catch(emailTakenOnWrite);
  return findUser(db, actor, id);
}

/**
 * Saves the user form. The rights take effect on the user's next request (a session reads its roles
 * and tags on every request). A user moved to SAML loses their password and any link to choose one.
 */
export async function updateUser(db: Database, actor: Actor, id: number, form: UserForm): Promise<UserRecord> {
  const current = await findUser(db, actor, id);
  authorize(usersPolicy, actor, 'edit', factsOf(actor, current));
  const rights = await checkUserForm(db, actor, form, current);
  const before = snapshotOf(current.row, current.roles.map((role) => role.name), current.tagKeys);
  const toSaml = form.authenticationMethod === 'saml';
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...userColumns(form), ...(toSaml ? { passwordHash: null } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await saveRights(tx, id, rights);
      if (toSaml) await revokePasswordLinks(tx, id);
      const after = snapshotOf(row!, rights.roles.map((role) => role.name), rights.tags.map((tag) => tag.key));
      await recordPermissionChange(tx, actor, historyTarget(row!), rightsChange(before, after));
    })
    .catch(emailTakenOnWrite);
  return findUser(db, actor, id);
}

/**
 * Archives a user: they stay in the list, cannot sign in, and every session they hold (or opened as
 * someone else) ends now, as do their links to choose a password. Archiving an archived user changes nothing.
 */
export async function archiveUser(db: Database, actor: Actor, id: number): Promise<UserRecord> {
  const current = await findUser(db, actor, id);
  authorize(usersPolicy, actor, 'edit', factsOf(actor, current));
  if (current.row.id === actor.user.id) throw accessDenied('You cannot archive your own account.');
  if (current.row.archivedAt) return current;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.archivedAt)))
      .returning({ id: users.id });
    if (!row) return;
    await destroyUserSessions(tx, [id]);
    await revokePasswordLinks(tx, id);
    await recordPermissionChange(tx, actor, historyTarget(current.row), { fields: { archived: { before: false, after: true } } });
  });
  return findUser(db, actor, id);
}

/** Restores an archived user with the rights they had; restoring an active user changes nothing. */
export async function unarchiveUser(db: Database, actor: Actor, id: number): Promise<UserRecord> {
  const current = await findUser(db, actor, id);
  authorize(usersPolicy, actor, 'edit', factsOf(actor, current));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNotNull(users.archivedAt)))
      .returning({ id: users.id });
    if (row) await recordPermissionChange(tx, actor, historyTarget(current.row), { fields: { archived: { before: true, after: false } } });
  });
  return findUser(db, actor, id);
}
