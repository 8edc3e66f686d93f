import { eq } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { roles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import type { UserRow } from '../../platform/session/session.service.js';
import { tags } from '../../platform/tags/tags.tables.js';
import type { UserForm } from './user-form.service.js';
import { withRights, type UserRecord } from './user-records.service.js';
import { archiveUser, createUser, unarchiveUser, updateUser } from './user-writes.service.js';
import { usersPolicy } from './users.policy.js';

/** One person of a directory file, as checked: the user the client should have. */
export interface DirectoryPerson {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  /** The tag node they act for; null for none. */
  organisation: string | null;
  /** Role names of the client. */
  roles: string[];
}

export interface DirectorySyncCounts {
  created: number;
  /** Names, locale, organisation or roles changed, or restored from the archive. */
  updated: number;
  archived: number;
  /** In the file and already as it says, or never changed by a sync (a super administrator, the caller). */
  unchanged: number;
}

/** What a sync would do to the client's users. */
interface DirectorySyncPlan {
  create: DirectoryPerson[];
  update: { current: UserRecord; person: DirectoryPerson }[];
  archive: UserRecord[];
  unchanged: number;
}

/** Who a directory file never changes: super administrators, the one syncing, and the visitor accounts (not people). */
const untouchable = (actor: Actor, row: UserRow) => row.isSuperAdmin || row.isVisitor || row.id === actor.user.id;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

function differs(current: UserRecord, person: DirectoryPerson): boolean {
  const { row } = current;
  return (
    row.archivedAt !== null ||
    row.firstName !== person.firstName ||
    row.lastName !== person.lastName ||
    row.locale !== person.locale ||
    !sameSet(current.tagKeys, person.organisation ? [person.organisation] : []) ||
    !sameSet(
      current.roles.map((role) => role.name),
      person.roles,
    )
  );
}

/**
 * What syncing the client's users with this directory does: people not among the users are created,
 * users whose names, locale, organisation or roles differ (or who are archived) are updated, and users
 * absent from the directory are archived. Emails match whatever their case.
 */
async function planDirectorySync(db: Database, actor: Actor, people: readonly DirectoryPerson[]): Promise<DirectorySyncPlan> {
  const rows = await db.select().from(users).where(eq(users.clientId, actor.client.id));
  const records = await withRights(db, rows);
  const byEmail = new Map(records.map((record) => [record.row.email.toLowerCase(), record]));
  const listed = new Set(people.map((person) => person.email.toLowerCase()));
  const plan: DirectorySyncPlan = { create: [], update: [], archive: [], unchanged: 0 };
  for (const person of people) {
    const current = byEmail.get(person.email.toLowerCase());
    if (!current) plan.create.push(person);
    else if (untouchable(actor, current.row) || !differs(current, person)) plan.unchanged++;
    else plan.update.push({ current, person });
  }
  for (const record of records) {
    if (!listed.has(record.row.email.toLowerCase()) && record.row.archivedAt === null && !untouchable(actor, record.row)) plan.archive.push(record);
  }
  return plan;
}

const countsOf = (plan: DirectorySyncPlan): DirectorySyncCounts => ({
  created: plan.create.length,
  updated: plan.update.length,
  archived: plan.archive.length,
  unchanged: plan.unchanged,
});

/** The counts of a sync with this directory, changing nothing (a dry run). */
export async function countDirectorySync(db: Database, actor: Actor, people: readonly DirectoryPerson[]): Promise<DirectorySyncCounts> {
  authorize(usersPolicy, actor, 'create');
  return countsOf(await planDirectorySync(db, actor, people));
}

/**
 * Syncs the client's users with this directory in one transaction, through the same writes as the user
 * form (checks, rights, history of permission changes; no invitation is mailed: directory users sign in
 * by SAML or ask for a password). Throws, having changed nothing, when any write is refused (a role or
 * an organisation gone since the file was read, an email taken meanwhile).
 */
export async function applyDirectorySync(db: Database, actor: Actor, people: readonly DirectoryPerson[]): Promise<DirectorySyncCounts> {
  authorize(usersPolicy, actor, 'create');
  return db.transaction(async (tx) => {
    const plan = await planDirectorySync(tx, actor, people);
    const resolve = await resolverOf(tx, actor.client.id);
    for (const person of plan.create) {
      await createUser(tx, actor, {
        ...resolve(person),
        email: person.email.toLowerCase(),
        audience: 'private',
        approval_role: null,
        permissions: {},
        authenticationMethod: 'default',
      });
    }
    for (const { current, person } of plan.update) {
      const { row } = current;
      if (row.archivedAt !== null) await unarchiveUser(tx, actor, row.id);
      await updateUser(tx, actor, row.id, {
        ...resolve(person),
        email: row.email,
        audience: row.audience as Audience,
        approval_role: row.approvalRole as UserForm['approval_role'],
        permissions: row.permissions,
        authenticationMethod: row.authenticationMethod,
      });
    }
    for (const record of plan.archive) await archiveUser(tx, actor, record.row.id);
    return countsOf(plan);
  });
}

/** The form's names, locale, roles and organisation of a person; throws for a role or organisation the client no longer has. */
async function resolverOf(db: Database, clientId: number) {
  // One after the other: inside a transaction, a connection runs one query at a time.
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.clientId, clientId));
  const tagRows = await db.select({ key: tags.key }).from(tags).where(eq(tags.clientId, clientId));
  const roleIds = new Map(roleRows.map((role) => [role.name, role.id]));
  const tagKeys = new Set(tagRows.map((tag) => tag.key));
  return (person: DirectoryPerson): Pick<UserForm, 'first_name' | 'last_name' | 'locale' | 'role_ids' | 'tag_keys'> => {
    const roleIdsOf = person.roles.map((name) => {
      const id = roleIds.get(name);
      if (id === undefined) throw new Error(`The role "${name}" no longer exists.`);
      return id;
    });
    if (person.organisation !== null && !tagKeys.has(person.organisation)) throw new Error(`The organisation "${person.organisation}" no longer exists.`);
    return {
      first_name: person.firstName,
      last_name: person.lastName,
      locale: person.locale,
      role_ids: roleIdsOf,
      tag_keys: person.organisation ? [person.organisation] : [],
    };
  };
}
