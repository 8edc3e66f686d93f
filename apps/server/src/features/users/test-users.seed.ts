import { and, eq } from 'drizzle-orm';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { permissionChanges } from './users.tables.js';

export const USERS_API = '/api/users';

let nextAddress = 1;

/** A browser, each from an address of its own (so no sign-in limit is shared between tests). */
export function browser(t: TestApp): Promise<TestAgent> {
  return new TestAgent(t.app, { ip: `10.93.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` }).start();
}

/** A browser signed in as this account (a demo account's password unless told). */
export async function signedIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<TestAgent> {
  const agent = await browser(t);
  expect((await agent.signIn(email, password)).statusCode).toBe(200);
  return agent;
}

/** The demo client's id (the test app's client). */
export async function demoClientId(db: Database): Promise<number> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'demo'));
  return client!.id;
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export async function roleIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), eq(roles.clientId, await demoClientId(db))));
  return row!.id;
}

/**
 * A user of the demo client who signs in with the demo password, holding a role of their own with
 * exactly these keys and acting for these tag nodes.
 */
export async function addUser(
  db: Database,
  input: { email: string; permissions: PermissionKey[]; tags?: string[]; locale?: 'en' | 'fr'; superAdmin?: boolean },
): Promise<number> {
  const clientId = await demoClientId(db);
  const [user] = await db
    .insert(users)
    .values({
      clientId,
      email: input.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      locale: input.locale ?? 'en',
      audience: 'private',
      isSuperAdmin: input.superAdmin ?? false,
    })
    .returning({ id: users.id });
  if (input.permissions.length > 0) {
    const [role] = await db.insert(roles).values({ clientId, name: `Role of ${input.email}`, permissions: input.permissions }).returning({ id: roles.id });
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  for (const key of input.tags ?? []) {
    const [tag] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.key, key), eq(tags.clientId, clientId)));
    await db.insert(userTags).values({ userId: user!.id, tagId: tag!.id });
  }
  return user!.id;
}

/** Another client with one user: out of reach of the demo client's administrators. */
export async function otherClientUser(db: Database): Promise<number> {
  const [demo] = await db.select().from(clients).where(eq(clients.name, 'demo'));
  const [client] = await db
    .insert(clients)
    .values({ name: `other-${Date.now()}`, title: 'Other', settings: demo!.settings })
    .returning({ id: clients.id });
  const [user] = await db.insert(users).values({ clientId: client!.id, email: 'someone@other.example' }).returning({ id: users.id });
  return user!.id;
}

/** The messages the outbox holds for this address, oldest first. */
export function mailsTo(db: Database, email: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
}

/** The link a message carries, and its token. */
export function linkIn(body: string): { url: URL; token: string } {
  const url = new URL(body.match(/https?:\/\/\S+/)![0]);
  return { url, token: url.searchParams.get('token')! };
}

/** The permission history rows of one user, oldest first. */
export function historyRows(db: Database, userId: number) {
  return db
    .select()
    .from(permissionChanges)
    .where(and(eq(permissionChanges.targetType, 'user'), eq(permissionChanges.targetId, userId)))
    .orderBy(permissionChanges.id);
}

/** A complete user form, as the web sends it. */
export function userForm(overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.user@example.org',
    first_name: 'Nadia',
    last_name: 'Lévesque',
    locale: 'en',
    audience: 'private',
    approval_role: null,
    role_ids: [],
    tag_keys: [],
    permissions: {},
    authenticationMethod: 'default',
    ...overrides,
  };
}
