import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Template, TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import type { TestApp } from '../../test/test-app.js';
import { signedIn, theClientId } from '../indicators/test-fixtures.js';
import { questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';

export const TEMPLATES_API = '/api/templates';
export { signedIn };

/** Demo accounts (DESIGN §8): the administrator builds templates; the contributor and the approver do not. */
export const ADMIN = 'admin@example.org';
export const CONTRIBUTOR = 'contributor@example.org';
export const APPROVER = 'approver@example.org';

const text = (en: string, fr = `${en} (fr)`) => ({ en, fr });
const yesNo = [
  { key: 'yes', name: text('Yes', 'Oui'), position: { en: 0, fr: 0 } },
  { key: 'no', name: text('No', 'Non'), position: { en: 1, fr: 1 } },
];

/** A question; `overrides` changes any of its definition. */
export const question = (id: string, overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id,
  name: text(`Question ${id}`),
  type: 'string',
  localized: false,
  required: false,
  ...overrides,
});

/** A yes-or-no radio question. */
export const yesNoQuestion = (id: string, overrides: Partial<FieldDefinition> = {}) => question(id, { type: 'radio', choices: yesNo, ...overrides });

export const section = (id: string, fields: FieldDefinition[]): TemplateSection => ({ id, name: text(`Section ${id}`), fields });

/**
 * A template as an editor sends it: a policy section (certified yes or no, since when when certified, a
 * description) and a people section (headcount, programmes).
 */
export function templateBody(overrides: Record<string, unknown> = {}) {
  return {
    name: text('Sustainability policies', 'Politiques de développement durable'),
    sections: [
      section('policy', [yesNoQuestion('certified', { required: true }), question('certified_since', { type: 'date', display: { key: 'certified', for: ['yes'] } }), question('description', { type: 'text' })]),
      section('people', [question('headcount', { type: 'number', decimals: 0, min: 0 }), question('programmes', { type: 'text' })]),
    ],
    ...overrides,
  };
}

/** A saved template sent back as an editor saves it, with changes: its name and questions and the `updated_at` it was read with. */
export function asBody(template: Template, overrides: Record<string, unknown> = {}) {
  return { name: template.name, sections: template.sections, updated_at: template.updated_at, ...overrides };
}

/** Creates a template through the API (201) and answers it. */
export async function createTemplate(agent: TestAgent, body: object = templateBody()): Promise<Template> {
  const response = await agent.post(TEMPLATES_API, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().template;
}

/** Reads a template through the API (200). */
export async function readTemplate(agent: TestAgent, id: number): Promise<Template> {
  const response = await agent.get(`${TEMPLATES_API}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().template;
}

/** Moves a template through the API (200) and answers it. */
export async function transition(agent: TestAgent, id: number, event: string): Promise<Template> {
  const response = await agent.put(`${TEMPLATES_API}/${id}/transition`, { event });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().template;
}

let made = 0;

/** A user of the demo client holding these permission keys (a role of their own), who signs in with the demo password. */
export async function addUser(t: TestApp, name: string, permissions: readonly PermissionKey[]): Promise<{ id: number; email: string }> {
  const clientId = await theClientId(t.db);
  const [admin] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(and(eq(users.clientId, clientId), eq(users.email, ADMIN)));
  const email = `${name}-${++made}@example.org`;
  const [user] = await t.db
    .insert(users)
    .values({ clientId, email, passwordHash: admin!.passwordHash, audience: 'private', permissions: { sign_in_path: '/admin' } })
    .returning({ id: users.id });
  if (permissions.length > 0) {
    const [role] = await t.db
      .insert(roles)
      .values({ clientId, name: `Templates test ${name} ${made}`, permissions: [...permissions] })
      .returning({ id: roles.id });
    await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return { id: user!.id, email };
}

/**
 * A questionnaire sent from a template, written straight into the table as the sending call will: on the given
 * version (the template's current one by default), to a new respondent, in a state and with answers.
 */
export async function sendQuestionnaire(
  t: TestApp,
  templateId: number,
  options: { state?: QuestionnaireState; answers?: FormValues; version?: number; period?: string } = {},
): Promise<number> {
  const [template] = await t.db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, templateId));
  const owner = await addUser(t, 'respondent', ['questionnaires.answer']);
  const [row] = await t.db
    .insert(questionnaires)
    .values({
      clientId: template!.clientId,
      templateId,
      templateVersion: options.version ?? template!.version,
      name: template!.name,
      period: options.period ?? '2024',
      ownerId: owner.id,
      state: options.state ?? 'in_progress',
      dueDate: '2025-03-31',
      answers: options.answers ?? {},
      updatedAt: new Date(),
    })
    .returning({ id: questionnaires.id });
  return row!.id;
}

/** Another client in the same database, with a published template of theirs. */
export async function otherClientTemplate(t: TestApp): Promise<number> {
  const [demo] = await t.db.select().from(clients).where(eq(clients.id, await theClientId(t.db)));
  const [other] = await t.db.insert(clients).values({ name: `templates_other_${++made}`, title: 'Another client', settings: demo!.settings }).returning();
  await t.db.insert(tags).values({ clientId: other!.id, key: `other_root_${made}`, dimension: `other_root_${made}`, depth: 0, name: { en: 'All', fr: 'Tout' }, position: 0 });
  const [template] = await t.db
    .insert(questionnaireTemplates)
    .values({ clientId: other!.id, name: text('Theirs', 'Le leur'), state: 'published', publishedAt: new Date(), updatedAt: new Date() })
    .returning({ id: questionnaireTemplates.id });
  await t.db.insert(questionnaireTemplateVersions).values({ templateId: template!.id, version: 1, sections: [section('theirs', [question('q')])] });
  return template!.id;
}
