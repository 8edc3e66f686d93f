import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { TestAgent } from '../../../test/test-agent.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { inputs, sections, subjectContributors, subjects } from '../../data-collection/test-fixtures.js';
import { questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from '../../questionnaires/test-fixtures.js';
import { reminders, reminderSettings } from '../test-fixtures.js';

export const API = '/api/reminders';
export const PERIOD = '2026';
/** The SMTP server of the tests that use one refuses this recipient. */
export const BOUNCING = 'rm-bounce@example.org';

/**
 * The world of the reminders' tests, apart from the demo's:
 *   rm_region ─┬─ rm_north   rm-north (French), rm-north-admin (reminds the north only)
 *              ├─ rm_south   rm-south, rm-bounce (the address an SMTP server refuses)
 *              └─ rm_east    rm-done (delivered everything)
 * rm_water (one approval level; 2025 and 2026): contributors north, south, done, bounce. Of 2026, east's input
 * is submitted (awaiting the approver), north's and south's are owed (north's a refused one to fix).
 * rm_energy (two levels; 2026): contributors north, south. North's input is submitted (awaiting the
 * pre-approver), south's pre-approved (awaiting the approver): both delivered.
 * A questionnaire of 2026 still to answer for rm-north; a submitted one of rm_south, for the approver to review.
 */
export interface RemindersWorld {
  clientId: number;
  ids: Record<string, number>;
  subjectIds: Record<string, number>;
}

export async function buildRemindersWorld(t: TestApp): Promise<RemindersWorld> {
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.org'));
  const clientId = admin!.clientId;
  // The demo's reminder and settings aside: these tests start from the settings' defaults (UTC, nine o'clock).
  await t.db.delete(reminders).where(eq(reminders.clientId, clientId));
  await t.db.delete(reminderSettings).where(eq(reminderSettings.clientId, clientId));
  const ids: Record<string, number> = {};
  const subjectIds: Record<string, number> = {};
  const tag = async (key: string, parentKey: string | null, depth: number) => {
    const [row] = await t.db
      .insert(tags)
      .values({ clientId, key, dimension: 'rm_region', parentId: parentKey ? ids[parentKey] : null, depth, name: { en: key, fr: key } })
      .returning({ id: tags.id });
    ids[key] = row!.id;
  };
  await tag('rm_region', null, 0);
  for (const node of ['rm_north', 'rm_south', 'rm_east']) await tag(node, 'rm_region', 1);
  // The demo's administrator acts for every organisation, this dimension's too.
  await t.db.insert(userTags).values({ userId: admin!.id, tagId: ids.rm_region! });

  const role = async (name: string, permissions: string[]) => {
    const [row] = await t.db.insert(roles).values({ clientId, name, permissions }).returning({ id: roles.id });
    return row!.id;
  };
  const contributor = await role('RM contributor', ['subjects.read', 'inputs.write', 'questionnaires.answer']);
  const manager = await role('RM manager', ['subjects.read', 'progress.read', 'reminders.manage']);
  const approver = await role('RM approver', ['subjects.read', 'inputs.approve', 'questionnaires.approve']);
  const preapprover = await role('RM pre-approver', ['subjects.read', 'inputs.preapprove']);
  const follower = await role('RM follower', ['progress.read']);

  const user = async (name: string, roleId: number, tagKeys: string[], values: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(users)
      .values({ clientId, email: name.includes('@') ? name : `${name}@example.org`, passwordHash: admin!.passwordHash, audience: 'private', ...values })
      .returning({ id: users.id });
    ids[name] = row!.id;
    await t.db.insert(userRoles).values({ userId: row!.id, roleId });
    if (tagKeys.length > 0) await t.db.insert(userTags).values(tagKeys.map((key) => ({ userId: row!.id, tagId: ids[key]! })));
  };
  await user('rm-manager', manager, ['rm_region']);
  await user('rm-north-admin', manager, ['rm_north']);
  await user('rm-follower', follower, []);
  await user('rm-north', contributor, ['rm_north'], { locale: 'fr' });
  await user('rm-south', contributor, ['rm_south']);
  await user('rm-done', contributor, ['rm_east']);
  await user(BOUNCING, contributor, ['rm_south']);
  await user('rm-approver', approver, ['rm_region']);
  await user('rm-preapprover', preapprover, ['rm_region']);

  const [section] = await t.db.insert(sections).values({ clientId, key: 'rm_section', name: { en: 'Reminders section', fr: 'Section rappels' } }).returning({ id: sections.id });
  const subject = async (key: string, name: { en: string; fr: string }, approvalLevels: number, periods: string[], contributors: string[]) => {
    const [row] = await t.db
      .insert(subjects)
      .values({ clientId, sectionId: section!.id, key, name, tagDimensions: [{ key: 'rm_region', depth: 1 }], periods, approvalLevels })
      .returning({ id: subjects.id });
    subjectIds[key] = row!.id;
    await t.db.insert(subjectContributors).values(contributors.map((name) => ({ subjectId: row!.id, userId: ids[name]! })));
  };
  await subject('rm_water', { en: 'Water use', fr: 'Consommation d’eau' }, 1, ['2025', PERIOD], ['rm-north', 'rm-south', 'rm-done', BOUNCING]);
  await subject('rm_energy', { en: 'Energy', fr: 'Énergie' }, 2, [PERIOD], ['rm-north', 'rm-south']);
  await insertInput(t, { clientId, subjectId: subjectIds.rm_water!, node: 'rm_east', state: 'submitted' });
  await insertInput(t, { clientId, subjectId: subjectIds.rm_water!, node: 'rm_north', state: 'refused' });
  await insertInput(t, { clientId, subjectId: subjectIds.rm_energy!, node: 'rm_north', state: 'submitted' });
  await insertInput(t, { clientId, subjectId: subjectIds.rm_energy!, node: 'rm_south', state: 'preapproved' });

  const [template] = await t.db
    .insert(questionnaireTemplates)
    .values({ clientId, name: { en: 'RM policies', fr: 'RM politiques' }, state: 'published', publishedAt: new Date(), updatedAt: new Date() })
    .returning({ id: questionnaireTemplates.id });
  await t.db.insert(questionnaireTemplateVersions).values({ templateId: template!.id, version: 1, sections: [] });
  const questionnaire = async (owner: string, organisation: string, state: QuestionnaireState) => {
    await t.db.insert(questionnaires).values({
      clientId,
      templateId: template!.id,
      templateVersion: 1,
      name: { en: 'RM policies', fr: 'RM politiques' },
      period: PERIOD,
      ownerId: ids[owner]!,
      organisationKeys: [organisation],
      state,
      dueDate: '2027-03-31',
      updatedAt: new Date(),
    });
  };
  await questionnaire('rm-north', 'rm_north', 'in_progress');
  await questionnaire('rm-south', 'rm_south', 'submitted');
  return { clientId, ids, subjectIds };
}

/** An input of the world in a state (its period 2026 unless told). */
export async function insertInput(t: TestApp, input: { clientId: number; subjectId: number; node: string; state: InputState; period?: string }): Promise<number> {
  const [row] = await t.db
    .insert(inputs)
    .values({
      clientId: input.clientId,
      subjectId: input.subjectId,
      period: input.period ?? PERIOD,
      tags: { rm_region: input.node },
      tagKeys: [input.node],
      tagSignature: `rm_region=${input.node}`,
      state: input.state,
    })
    .returning({ id: inputs.id });
  return row!.id;
}

let nextAddress = 1;

/** A browser signed in as one of the world's users (each from an address of its own, so sign-in throttling never applies). */
export async function signedIn(t: TestApp, email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app, { ip: `10.91.0.${nextAddress++}` }).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

export const emailOf = (name: string) => (name.includes('@') ? name : `${name}@example.org`);

/** A recurring reminder's fields, for the 2026 period, every 7 days from a day (until nothing is owed). */
export const recurring = (startsOn: string) => ({ type: 'recurring' as const, starts_on: startsOn, every_days: 7, until: 'nothing_owed' as const });
