import { and, eq } from 'drizzle-orm';
import { ALL_PERMISSION_KEYS, type PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { createSession } from '../../platform/session/session.service.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { TestAgent } from '../test-agent.js';
import { DEMO_PASSWORD, type TestApp } from '../test-app.js';

/** The callers of the matrix, in the order of its columns. */
export const ACTORS = [
  'anonymous',
  'publicReader',
  'privateReader',
  'contributor',
  'otherContributor',
  'preapprover',
  'approver',
  'admin',
  'superAdmin',
  'impersonator',
  'otherClient',
] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * Callers holding exactly one permission key (through a role granting only it), one per key of the
 * catalogue, each acting for organisation A and contributing to no subject: a route whose access
 * declaration disagrees with its feature's policy lets one of them through, or keeps one out, that the
 * policy would not.
 */
export type SingleRightName = `only ${PermissionKey}`;
export const singleRightName = (key: PermissionKey): SingleRightName => `only ${key}`;
export const SINGLE_RIGHT_ACTORS: readonly SingleRightName[] = ALL_PERMISSION_KEYS.map(singleRightName);

/** Every caller of the matrix: the columns, then the single-right callers. */
export type CallerName = ActorName | SingleRightName;
export const CALLERS: readonly CallerName[] = [...ACTORS, ...SINGLE_RIGHT_ACTORS];

/** One caller: an agent that keeps its session for the whole matrix, and a way to open another of the same kind. */
export interface MatrixActor {
  name: CallerName;
  agent: TestAgent;
  /** The user the caller acts as (the impersonated user for the impersonator); null for a visitor. */
  userId: number | null;
  /** Another session of the same caller, for calls that end or switch the session they are sent in. */
  freshAgent(): Promise<TestAgent>;
}

/** The demo accounts (DESIGN §8) behind the signed-in columns. */
const DEMO_EMAILS = {
  privateReader: 'reader@example.org',
  contributor: 'contributor@example.org',
  otherContributor: 'contributor2@example.org',
  preapprover: 'preapprover@example.org',
  approver: 'approver@example.org',
  admin: 'admin@example.org',
  superAdmin: 'super@example.org',
} as const;

export const PUBLIC_READER_EMAIL = 'public-reader@example.org';
/** Organisation A: the contributor's, and the single-right callers'. */
export const ORGANISATION_A = 'boreal';
export const OTHER_CLIENT_NAME = 'matrix_other_client';
const OTHER_CLIENT_ADMIN_EMAIL = 'admin@example.org';

/** Whom the impersonating administrator acts as. */
export const IMPERSONATED = 'contributor' satisfies ActorName;

let nextIp = 1;
const newAgent = (t: TestApp) => new TestAgent(t.app, { ip: `10.91.0.${nextIp++ % 250}` });

/** An agent carrying a session opened for this user directly (as sign-in would), with its CSRF token. */
async function agentWithSession(t: TestApp, userId: number, impersonatorId: number | null = null): Promise<TestAgent> {
  const agent = newAgent(t);
  agent.cookies.set('sid', await createSession(t.db, { userId, impersonatorId, ip: agent.ip, userAgent: 'permission-matrix' }));
  return agent.start();
}

async function signedIn(t: TestApp, email: string): Promise<TestAgent> {
  const agent = newAgent(t);
  const response = await agent.signIn(email, DEMO_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.statusCode} ${response.body}`);
  return agent;
}

async function userIdOf(t: TestApp, clientId: number, email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(and(eq(users.clientId, clientId), eq(users.email, email)));
  if (!row) throw new Error(`${email} is not a user of client ${clientId}`);
  return row.id;
}

/**
 * The demo has no public-audience account: one is added with the demo password (no role, no
 * organisation), and signs in over HTTP like the others.
 */
async function addPublicReader(t: TestApp, clientId: number): Promise<void> {
  const [reader] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO_EMAILS.privateReader));
  await t.db.insert(users).values({ clientId, email: PUBLIC_READER_EMAIL, passwordHash: reader!.passwordHash, audience: 'public', permissions: { sign_in_path: '/' } });
}

/**
 * A second client in the same database, with an administrator holding every permission for every tag of
 * that client. The app serves one configured client, whose sign-in only looks up that client's users, so
 * this administrator cannot sign in here over HTTP; their session is opened directly, as their own
 * client's sign-in would open it, and its cookie is then sent to this client's API.
 */
async function addOtherClientAdmin(t: TestApp, demoClientId: number): Promise<number> {
  const [demo] = await t.db.select().from(clients).where(eq(clients.id, demoClientId));
  const [other] = await t.db.insert(clients).values({ name: OTHER_CLIENT_NAME, title: 'Another client', settings: demo!.settings }).returning();
  const [role] = await t.db.insert(roles).values({ clientId: other!.id, name: 'Administrator', permissions: [...ALL_PERMISSION_KEYS] }).returning();
  const [root] = await t.db.insert(tags).values({ clientId: other!.id, key: 'organisation', dimension: 'organisation', depth: 0, name: { en: 'All', fr: 'Tout' }, position: 0 }).returning();
  const [demoAdmin] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO_EMAILS.admin));
  // The same address as this client's administrator: addresses are unique per client only.
  const [user] = await t.db
    .insert(users)
    .values({ clientId: other!.id, email: OTHER_CLIENT_ADMIN_EMAIL, passwordHash: demoAdmin!.passwordHash, audience: 'private', permissions: { sign_in_path: '/admin' } })
    .returning();
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  await t.db.insert(userTags).values({ userId: user!.id, tagId: root!.id });
  return user!.id;
}

/**
 * The single-right callers' accounts, made at once: one role per permission key, and a private-audience
 * user holding it who acts for organisation A. Their sessions are opened directly, as sign-in would
 * open them, which spares a password check per caller.
 */
async function addSingleRightUsers(t: TestApp, clientId: number): Promise<Map<PermissionKey, number>> {
  const [tag] = await t.db.select({ id: tags.id }).from(tags).where(and(eq(tags.clientId, clientId), eq(tags.key, ORGANISATION_A)));
  if (!tag) throw new Error(`The demo has no organisation ${ORGANISATION_A}`);
  const roleRows = await t.db
    .insert(roles)
    .values(ALL_PERMISSION_KEYS.map((key) => ({ clientId, name: `Matrix ${singleRightName(key)}`, permissions: [key] })))
    .returning({ id: roles.id });
  const userRows = await t.db
    .insert(users)
    .values(
      ALL_PERMISSION_KEYS.map((key) => ({
        clientId,
        email: `matrix-only-${key.replace('.', '-')}@example.org`,
        passwordHash: 'not-a-hash',
        audience: 'private',
        permissions: { sign_in_path: '/admin' },
      })),
    )
    .returning({ id: users.id });
  await t.db.insert(userRoles).values(userRows.map((user, index) => ({ userId: user.id, roleId: roleRows[index]!.id })));
  await t.db.insert(userTags).values(userRows.map((user) => ({ userId: user.id, tagId: tag.id })));
  return new Map(ALL_PERMISSION_KEYS.map((key, index) => [key, userRows[index]!.id]));
}

/** Every caller of the matrix, signed in once (demo accounts over the real sign-in route). */
export async function openActors(t: TestApp, demoClientId: number): Promise<Record<CallerName, MatrixActor>> {
  await addPublicReader(t, demoClientId);
  const otherClientUserId = await addOtherClientAdmin(t, demoClientId);
  const ids = Object.fromEntries(
    await Promise.all(
      [...Object.entries(DEMO_EMAILS), ['publicReader', PUBLIC_READER_EMAIL] as const].map(async ([name, email]) => [name, await userIdOf(t, demoClientId, email)]),
    ),
  ) as Record<keyof typeof DEMO_EMAILS | 'publicReader', number>;

  const singleRightIds = await addSingleRightUsers(t, demoClientId);

  const actor = async (name: CallerName, userId: number | null, first: () => Promise<TestAgent>, fresh: () => Promise<TestAgent>): Promise<[CallerName, MatrixActor]> => [
    name,
    { name, userId, agent: await first(), freshAgent: fresh },
  ];
  const demoActor = (name: keyof typeof ids) =>
    actor(name, ids[name], () => signedIn(t, name === 'publicReader' ? PUBLIC_READER_EMAIL : DEMO_EMAILS[name]), () => agentWithSession(t, ids[name]));
  // The administrator, in a session of their own, acts as the contributor through the product's own call.
  const impersonating = async () => {
    const agent = await agentWithSession(t, ids.admin);
    const response = await agent.post(`/api/users/${ids[IMPERSONATED]}/impersonate`);
    if (response.statusCode !== 200) throw new Error(`The administrator could not impersonate: ${response.statusCode} ${response.body}`);
    return agent;
  };

  const entries = await Promise.all([
    actor('anonymous', null, () => newAgent(t).start(), () => newAgent(t).start()),
    demoActor('publicReader'),
    demoActor('privateReader'),
    demoActor('contributor'),
    demoActor('otherContributor'),
    demoActor('preapprover'),
    demoActor('approver'),
    demoActor('admin'),
    demoActor('superAdmin'),
    actor('impersonator', ids[IMPERSONATED], impersonating, impersonating),
    actor('otherClient', otherClientUserId, () => agentWithSession(t, otherClientUserId), () => agentWithSession(t, otherClientUserId)),
    ...[...singleRightIds].map(([key, userId]) => actor(singleRightName(key), userId, () => agentWithSession(t, userId), () => agentWithSession(t, userId))),
  ]);
  return Object.fromEntries(entries) as Record<CallerName, MatrixActor>;
}
