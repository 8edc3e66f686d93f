import { eq, inArray } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { FieldDefinition, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/auth/password-hash.js';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { createSession } from '../../platform/session/session.service.js';
import { SESSION_COOKIE } from '../../platform/session/session-policy.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { inputHistory, inputs, sections, subjectContributors, subjects } from './data-collection.tables.js';
import { tagKeysOf, tagSignatureOf } from './entry/input-tags.js';
import { searchTextOf } from './entry/search-text.js';

/**
 * Records of the tests' own (nothing here depends on the demo's data collection): a tag tree
 * `t_org` → organisations `t_org_a`, `t_org_b` → their sites; a section; a one-level subject entered
 * per organisation and a two-level one entered per site; users of each role, each acting for some tags.
 */
export const ROLE_PERMISSIONS = {
  contributorA: ['subjects.read', 'inputs.write'],
  contributorB: ['subjects.read', 'inputs.write'],
  approver: ['subjects.read', 'inputs.approve', 'progress.read'],
  approverA: ['subjects.read', 'inputs.approve'],
  preapprover: ['subjects.read', 'inputs.preapprove'],
  // users.impersonate: an impersonating session lasts only while its administrator holds it.
  admin: ['subjects.read', 'subjects.configure', 'inputs.write', 'inputs.approve', 'users.impersonate'],
  reader: ['subjects.read'],
  nobody: [],
} satisfies Record<string, PermissionKey[]>;
export type TestRole = keyof typeof ROLE_PERMISSIONS;

const ROLE_TAGS: Record<TestRole, string[]> = {
  contributorA: ['t_org_a'],
  contributorB: ['t_org_b'],
  approver: ['t_org'],
  approverA: ['t_org_a'],
  preapprover: ['t_org'],
  admin: ['t_org'],
  reader: ['t_org'],
  nobody: ['t_org'],
};

const choice = (key: string, en: string, fr: string, position: number) => ({ key, name: { en, fr }, position: { en: position, fr: position } });

/** The one-level subject's form: numbers, a choice with a field shown for one of its options, a date, a text. */
export const ONE_LEVEL_FIELDS: FieldDefinition[] = [
  { id: 'production', name: { en: 'Production', fr: 'Production' }, type: 'number', localized: false, required: true, decimals: 2, min: 0 },
  { id: 'exports', name: { en: 'Exports', fr: 'Exportations' }, type: 'number', localized: false, required: false },
  {
    id: 'kind',
    name: { en: 'Kind', fr: 'Type' },
    type: 'dropdown',
    localized: false,
    required: false,
    choices: [choice('primary', 'Primary', 'Primaire', 1), choice('other', 'Other', 'Autre', 2)],
  },
  { id: 'kind_details', name: { en: 'Details', fr: 'Précisions' }, type: 'string', localized: false, required: true, display: { key: 'kind', for: ['other'] } },
  { id: 'measured_on', name: { en: 'Measured on', fr: 'Mesuré le' }, type: 'date', localized: false, required: false },
  { id: 'comment', name: { en: 'Comment', fr: 'Commentaire' }, type: 'string', localized: false, required: false },
];

export const TWO_LEVEL_FIELDS: FieldDefinition[] = [
  { id: 'emissions', name: { en: 'Emissions', fr: 'Émissions' }, type: 'number', localized: false, required: true },
];

export interface TestUser {
  id: number;
  email: string;
}

export interface DataCollectionFixture {
  clientId: number;
  users: Record<TestRole, TestUser>;
  oneLevel: { id: number; key: string };
  twoLevel: { id: number; key: string };
}

/** Builds the fixture in the test app's client. */
export async function seedDataCollectionFixture(db: Database): Promise<DataCollectionFixture> {
  const [client] = await db.select({ id: clients.id }).from(clients).limit(1);
  const clientId = client!.id;

  const tagIds = new Map<string, number>();
  const addTag = async (key: string, parent: string | null, depth: number, position: number, en: string, fr: string) => {
    const [row] = await db
      .insert(tags)
      .values({ clientId, key, dimension: 't_org', parentId: parent ? tagIds.get(parent)! : null, depth, name: { en, fr }, position })
      .returning({ id: tags.id });
    tagIds.set(key, row!.id);
  };
  await addTag('t_org', null, 0, 0, 'Test organisations', 'Organisations de test');
  await addTag('t_org_a', 't_org', 1, 0, 'Alpha Metals', 'Métaux Alpha');
  await addTag('t_org_b', 't_org', 1, 1, 'Beta Smelting', 'Fonderie Bêta');
  await addTag('t_site_a1', 't_org_a', 2, 0, 'Alpha North', 'Alpha Nord');
  await addTag('t_site_a2', 't_org_a', 2, 1, 'Alpha South', 'Alpha Sud');
  await addTag('t_site_b1', 't_org_b', 2, 0, 'Beta East', 'Bêta Est');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = {} as Record<TestRole, TestUser>;
  for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS) as [TestRole, PermissionKey[]][]) {
    const email = `t-${role.toLowerCase()}@example.test`;
    const [user] = await db
      .insert(users)
      .values({ clientId, email, passwordHash, locale: role === 'preapprover' ? 'fr' : 'en', audience: 'private', permissions: { sign_in_path: '/admin' } })
      .returning({ id: users.id });
    const [roleRow] = await db.insert(roles).values({ clientId, name: `Test ${role}`, permissions }).returning({ id: roles.id });
    await db.insert(userRoles).values({ userId: user!.id, roleId: roleRow!.id });
    await db.insert(userTags).values(ROLE_TAGS[role].map((key) => ({ userId: user!.id, tagId: tagIds.get(key)! })));
    created[role] = { id: user!.id, email };
  }

  const [section] = await db
    .insert(sections)
    .values({ clientId, key: 't_section', name: { en: 'Test section', fr: 'Section de test' }, position: 100 })
    .returning({ id: sections.id });
  const addSubject = async (key: string, position: number, values: Partial<typeof subjects.$inferInsert>) => {
    const [row] = await db
      .insert(subjects)
      .values({ clientId, sectionId: section!.id, key, name: { en: `Subject ${key}`, fr: `Sujet ${key}` }, position, ...values })
      .returning({ id: subjects.id });
    await db.insert(subjectContributors).values([created.contributorA, created.contributorB].map((user) => ({ subjectId: row!.id, userId: user.id })));
    return { id: row!.id, key };
  };
  const oneLevel = await addSubject('t_one', 0, {
    fields: ONE_LEVEL_FIELDS,
    tagDimensions: [{ key: 't_org', depth: 1 }],
    periods: ['2020', '2021', '2022'],
    variationThreshold: 10,
    approvalLevels: 1,
  });
  const twoLevel = await addSubject('t_two', 1, {
    fields: TWO_LEVEL_FIELDS,
    tagDimensions: [{ key: 't_org', depth: 2 }],
    periods: ['2021', '2022'],
    variationThreshold: null,
    approvalLevels: 2,
  });
  return { clientId, users: created, oneLevel, twoLevel };
}

/** An input written straight to the table (with its creation in the history), for tests that need one in a given state. */
export async function insertInput(
  db: Database,
  fixture: DataCollectionFixture,
  input: {
    subject: { id: number };
    period: string;
    tag: string;
    values: FormValues;
    state: InputState;
    notApplicable?: NotApplicable;
    lockVersion?: number;
  },
): Promise<number> {
  const tagsOfInput = { t_org: input.tag };
  const [node] = await db.select({ key: tags.key, name: tags.name }).from(tags).where(eq(tags.key, input.tag));
  const [row] = await db
    .insert(inputs)
    .values({
      clientId: fixture.clientId,
      subjectId: input.subject.id,
      period: input.period,
      tags: tagsOfInput,
      tagKeys: tagKeysOf(tagsOfInput, [{ key: 't_org', depth: 1 }]),
      tagSignature: tagSignatureOf(tagsOfInput),
      values: input.values,
      notApplicable: input.notApplicable ?? {},
      state: input.state,
      lockVersion: input.lockVersion ?? 0,
      searchText: searchTextOf([node!], [], input.values),
      createdById: fixture.users.contributorA.id,
      updatedById: fixture.users.contributorA.id,
    })
    .returning({ id: inputs.id });
  await db.insert(inputHistory).values({ inputId: row!.id, action: 'created', toState: input.state, lockVersion: input.lockVersion ?? 0, userId: fixture.users.contributorA.id });
  return row!.id;
}

export async function historyOf(db: Database, inputId: number) {
  return db.select().from(inputHistory).where(eq(inputHistory.inputId, inputId)).orderBy(inputHistory.id);
}

export async function inputRow(db: Database, inputId: number) {
  const [row] = await db.select().from(inputs).where(eq(inputs.id, inputId));
  return row!;
}

let nextAddress = 1;

/** A browser signed in as one of the fixture's users (each from an address of its own, so no sign-in limit is shared). */
export async function signedInAs(t: TestApp, fixture: DataCollectionFixture, role: TestRole): Promise<TestAgent> {
  return signedInWith(t, fixture.users[role].email);
}

/** A browser signed in with the test password as the user with this email. */
export async function signedInWith(t: TestApp, email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip: `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

/** A browser signed in as `role` while `impersonator` impersonates them (a session opened as impersonation opens it). */
export async function impersonating(t: TestApp, fixture: DataCollectionFixture, role: TestRole, impersonator: TestRole): Promise<TestAgent> {
  return impersonatingUser(t, fixture.users[role].id, fixture.users[impersonator].id);
}

/** A browser signed in as the user `userId` while `impersonatorId` impersonates them. */
export async function impersonatingUser(t: TestApp, userId: number, impersonatorId: number): Promise<TestAgent> {
  const token = await createSession(t.db, { userId, impersonatorId, ip: '10.78.0.1', userAgent: 'test' });
  const agent = new TestAgent(t.app, { ip: '10.78.0.1' });
  agent.cookies.set(SESSION_COOKIE, token);
  return agent.start();
}

export const API = '/api/services/data_cluster';

/** One more node of the fixture's tag tree, under `parent`. */
export async function addTestTag(db: Database, fixture: DataCollectionFixture, node: { key: string; parent: string; en: string; fr: string }): Promise<void> {
  const [parent] = await db.select({ id: tags.id, depth: tags.depth }).from(tags).where(eq(tags.key, node.parent));
  await db.insert(tags).values({ clientId: fixture.clientId, key: node.key, dimension: 't_org', parentId: parent!.id, depth: parent!.depth + 1, name: { en: node.en, fr: node.fr } });
}

/** One more user of the fixture's client, with a role of their own holding `permissions`, acting for `tagKeys`. */
export async function addTestUser(db: Database, fixture: DataCollectionFixture, user: { name: string; permissions: PermissionKey[]; tagKeys: string[] }): Promise<TestUser> {
  const email = `t-${user.name.toLowerCase()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({ clientId: fixture.clientId, email, passwordHash: await hashPassword(DEMO_PASSWORD), locale: 'en', audience: 'private', permissions: { sign_in_path: '/admin' } })
    .returning({ id: users.id });
  const [role] = await db.insert(roles).values({ clientId: fixture.clientId, name: `Test ${user.name}`, permissions: user.permissions }).returning({ id: roles.id });
  await db.insert(userRoles).values({ userId: row!.id, roleId: role!.id });
  if (user.tagKeys.length > 0) {
    const nodes = await db.select({ id: tags.id }).from(tags).where(inArray(tags.key, user.tagKeys));
    await db.insert(userTags).values(nodes.map((node) => ({ userId: row!.id, tagId: node.id })));
  }
  return { id: row!.id, email };
}
