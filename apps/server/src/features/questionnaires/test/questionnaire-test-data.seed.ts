import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TemplateSection, TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { outbox } from '../../../platform/mail/mail.tables.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import type { TestAgent } from '../../../test/test-agent.js';
import type { TestApp } from '../../../test/test-app.js';
import { signedIn, theClientId } from '../../indicators/test-fixtures.js';
import { questionnaireAccess, questionnaireHistory, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from '../questionnaires.tables.js';

export const API = '/api/questionnaires';
export { signedIn, theClientId };

/**
 * Demo accounts (DESIGN §8): the administrator manages, reviews and answers for every organisation; the approver
 * reviews every organisation; each contributor answers for their own (Boréal, Laurentide); the reader does none.
 */
export const ADMIN = 'admin@example.org';
export const APPROVER = 'approver@example.org';
export const CONTRIBUTOR = 'contributor@example.org';
export const CONTRIBUTOR_2 = 'contributor2@example.org';
export const READER = 'reader@example.org';
export const BOREAL = 'boreal';
export const LAURENTIDE = 'laurentide';

const text = (en: string, fr = `${en} (fr)`) => ({ en, fr });
const yesNo = [
  { key: 'yes', name: text('Yes', 'Oui'), position: { en: 0, fr: 0 } },
  { key: 'no', name: text('No', 'Non'), position: { en: 1, fr: 1 } },
];

export const question = (id: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id,
  name: text(`Question ${id}`),
  type: 'string',
  localized: false,
  required: false,
  ...overrides,
});

/**
 * The questions most tests answer: certified (required radio), certified_since (a required date shown only when
 * certified), labels (checkbox list), headcount (required whole number), programmes (text).
 */
export const TEST_SECTIONS: TemplateSection[] = [
  {
    id: 'policy',
    name: text('Policy'),
    fields: [
      question('certified', { type: 'radio', choices: yesNo, required: true }),
      question('certified_since', { type: 'date', required: true, display: { key: 'certified', for: ['yes'] } }),
      question('labels', {
        type: 'checkbox',
        choices: [
          { key: 'iso', name: text('ISO'), position: { en: 0, fr: 0 } },
          { key: 'asi', name: text('ASI'), position: { en: 1, fr: 1 } },
        ],
      }),
    ],
  },
  { id: 'people', name: text('People'), fields: [question('headcount', { type: 'number', required: true, decimals: 0, min: 0 }), question('programmes', { type: 'text' })] },
];

/** Answers to TEST_SECTIONS that pass submission. */
export const COMPLETE_ANSWERS: FormValues = { certified: 'no', headcount: 120, programmes: 'Apprenticeships' };

let made = 0;

/** A user of the demo client holding these keys (a role of their own) and acting for these tag nodes, who signs in with the demo password. */
export async function addUser(t: TestApp, name: string, permissions: readonly PermissionKey[], tagKeys: readonly string[] = []): Promise<{ id: number; email: string }> {
  const clientId = await theClientId(t.db);
  const [admin] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(and(eq(users.clientId, clientId), eq(users.email, ADMIN)));
  const email = `${name}-${++made}@example.org`;
  const [user] = await t.db
    .insert(users)
    .values({ clientId, email, passwordHash: admin!.passwordHash, audience: 'private', locale: name.endsWith('-fr') ? 'fr' : 'en', permissions: { sign_in_path: '/admin' } })
    .returning({ id: users.id });
  if (permissions.length > 0) {
    const [role] = await t.db
      .insert(roles)
      .values({ clientId, name: `Questionnaires test ${name} ${made}`, permissions: [...permissions] })
      .returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  if (tagKeys.length > 0) {
    const nodes = await t.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.clientId, clientId), inArray(tags.key, [...tagKeys])));
    await t.db.insert(userTags).values(nodes.map((node) => ({ userId: user!.id, tagId: node.id })));
  }
  return { id: user!.id, email };
}

export async function userIdOf(db: Database, email: string): Promise<number> {
  const clientId = await theClientId(db);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.email, email)));
  return row!.id;
}

/** A template of the demo client with one version of these questions, published unless told otherwise. */
export async function insertTemplate(t: TestApp, options: { sections?: TemplateSection[]; state?: TemplateState; clientId?: number } = {}): Promise<{ id: number; version: number }> {
  const clientId = options.clientId ?? (await theClientId(t.db));
  const [template] = await t.db
    .insert(questionnaireTemplates)
    .values({ clientId, name: text(`Template ${++made}`, `Modèle ${made}`), state: options.state ?? 'published', publishedAt: new Date(), updatedAt: new Date() })
    .returning({ id: questionnaireTemplates.id, version: questionnaireTemplates.version });
  await t.db.insert(questionnaireTemplateVersions).values({ templateId: template!.id, version: 1, sections: options.sections ?? TEST_SECTIONS });
  return template!;
}

/** A new version of a template's questions, which becomes its current one. */
export async function addTemplateVersion(t: TestApp, templateId: number, sections: TemplateSection[]): Promise<number> {
  const [template] = await t.db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, templateId));
  const version = template!.version + 1;
  await t.db.insert(questionnaireTemplateVersions).values({ templateId, version, sections });
  await t.db.update(questionnaireTemplates).set({ version, updatedAt: new Date() }).where(eq(questionnaireTemplates.id, templateId));
  return version;
}

/** A questionnaire of a template written straight into the table, as sending would, in a state and with answers. */
export async function insertQuestionnaire(
  t: TestApp,
  template: { id: number; version: number },
  options: { ownerId: number; organisation?: string | null; period?: string; state?: QuestionnaireState; answers?: FormValues; version?: number; accessUserIds?: number[]; answeredById?: number; clientId?: number },
): Promise<number> {
  const [row] = await t.db
    .insert(questionnaires)
    .values({
      clientId: options.clientId ?? (await theClientId(t.db)),
      templateId: template.id,
      templateVersion: options.version ?? template.version,
      name: text(`Questionnaire ${++made}`, `Questionnaire ${made} (fr)`),
      period: options.period ?? '2024',
      ownerId: options.ownerId,
      organisationKeys: options.organisation === null ? [] : [options.organisation ?? BOREAL],
      state: options.state ?? 'in_progress',
      dueDate: '2025-03-31',
      answers: options.answers ?? {},
      answeredById: options.answeredById ?? null,
      submittedAt: options.state === 'submitted' || options.state === 'approved' ? new Date() : null,
      updatedAt: new Date(),
    })
    .returning({ id: questionnaires.id });
  if (options.accessUserIds?.length) await t.db.insert(questionnaireAccess).values(options.accessUserIds.map((userId) => ({ questionnaireId: row!.id, userId })));
  return row!.id;
}

/** Another client in the same database, with a user, a published template and a questionnaire of theirs. */
export async function otherClientQuestionnaire(t: TestApp): Promise<number> {
  const [demo] = await t.db.select().from(clients).where(eq(clients.id, await theClientId(t.db)));
  const [other] = await t.db.insert(clients).values({ name: `questionnaires_other_${++made}`, title: 'Another client', settings: demo!.settings }).returning();
  await t.db.insert(tags).values({ clientId: other!.id, key: `other_root_${made}`, dimension: `other_root_${made}`, depth: 0, name: text('All', 'Tout'), position: 0 });
  const [user] = await t.db.insert(users).values({ clientId: other!.id, email: CONTRIBUTOR, passwordHash: null, audience: 'private', permissions: {} }).returning({ id: users.id });
  const template = await insertTemplate(t, { clientId: other!.id });
  return insertQuestionnaire(t, template, { ownerId: user!.id, organisation: null, clientId: other!.id });
}

/** A questionnaire's history rows, oldest first. */
export const historyRows = (db: Database, questionnaireId: number) =>
  db.select().from(questionnaireHistory).where(eq(questionnaireHistory.questionnaireId, questionnaireId)).orderBy(asc(questionnaireHistory.id));

export async function questionnaireRow(db: Database, id: number) {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row!;
}

/** The mails sent to one address, oldest first. */
export const mailsTo = (db: Database, recipient: string) => db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(asc(outbox.id));

/** Reads a questionnaire through a view's API (200) and answers it with its config (and history). */
export async function readIn(agent: TestAgent, path: string) {
  const response = await agent.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The answer of a refused call: its status, code and details. */
export function refusal(response: { statusCode: number; body: string }) {
  const body = JSON.parse(response.body) as { code: string; details?: Record<string, Record<string, unknown>[]> };
  return { status: response.statusCode, code: body.code, details: body.details };
}
