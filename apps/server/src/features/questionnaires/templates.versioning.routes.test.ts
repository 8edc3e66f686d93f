import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Template } from '@platform/shared/questionnaires/templates.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireHistory, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';
import { ADMIN, addUser, asBody, createTemplate, question, readTemplate, section, sendQuestionnaire, signedIn, TEMPLATES_API, transition } from './test-templates.seed.js';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ADMIN);
});
afterAll(() => t.close());

const versionsOf = async (templateId: number) =>
  t.db.select().from(questionnaireTemplateVersions).where(eq(questionnaireTemplateVersions.templateId, templateId)).orderBy(asc(questionnaireTemplateVersions.version));
const questionnaireRow = async (id: number) => (await t.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!;
const historyOf = (ids: number[]) => t.db.select().from(questionnaireHistory).where(inArray(questionnaireHistory.questionnaireId, ids)).orderBy(asc(questionnaireHistory.id));
const templateRow = async (id: number) => (await t.db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, id)))[0]!;

/**
 * The default template's questions changed: the description removed, the headcount now a text, a question on
 * sites added, the programmes question relabelled (its answers carry over).
 */
function changedSections(template: Template) {
  const [policy, people] = template.sections as [Template['sections'][0], Template['sections'][0]];
  return [
    { ...policy, fields: policy.fields.filter((field) => field.id !== 'description') },
    {
      ...people,
      fields: [
        question('headcount', { type: 'text' }),
        { ...people.fields.find((field) => field.id === 'programmes')!, name: { en: 'Programmes you run', fr: 'Vos programmes' } },
        question('sites', { type: 'number' }),
      ],
    },
  ];
}

describe('saving a template questionnaires use', () => {
  let template: Template;
  const sent: Record<'started' | 'submitted' | 'changes' | 'untouched' | 'approved', number> = { started: 0, submitted: 0, changes: 0, untouched: 0, approved: 0 };
  const answers: Record<keyof typeof sent, FormValues> = {
    started: { certified: 'yes', certified_since: '2020-05-01', description: 'Our policy', headcount: 120 },
    submitted: { certified: 'no', headcount: 0, programmes: 'Apprentices', description: '' },
    changes: {},
    untouched: {},
    approved: { certified: 'yes', headcount: 80, description: 'Approved policy' },
  };
  let builder: { id: number; email: string };

  beforeAll(async () => {
    template = await createTemplate(admin);
    template = await transition(admin, template.id, 'publish');
    sent.started = await sendQuestionnaire(t, template.id, { state: 'in_progress', answers: answers.started });
    sent.submitted = await sendQuestionnaire(t, template.id, { state: 'submitted', answers: answers.submitted });
    sent.changes = await sendQuestionnaire(t, template.id, { state: 'changes_requested', answers: answers.changes });
    sent.untouched = await sendQuestionnaire(t, template.id, { state: 'not_started' });
    sent.approved = await sendQuestionnaire(t, template.id, { state: 'approved', answers: answers.approved });
    builder = await addUser(t, 'versions', ['templates.manage']);
  });

  it('saves a change of name alone in place, making no version', async () => {
    const response = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: 'Policies 2024', fr: 'Politiques 2024' } }));
    expect(response.statusCode, response.body).toBe(200);
    template = response.json().template;
    expect(template).toMatchObject({ version: 1, name: { en: 'Policies 2024' }, questionnaires_count: 5, abilities: { delete: false } });
    expect((await versionsOf(template.id)).map((row) => row.version)).toEqual([1]);
    // The same questions sent again with the confirmation change nothing either.
    const same = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { confirm_version_change: true }));
    expect(same.statusCode, same.body).toBe(200);
    template = same.json().template;
    expect(template.version).toBe(1);
  });

  it('answers VERSION_CHANGE with the impact on the open questionnaires when the questions change, and writes nothing', async () => {
    const before = await Promise.all(Object.values(sent).map(questionnaireRow));
    const response = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { sections: changedSections(template) }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECORD' });
    expect(response.json().details).toEqual({
      base: [
        {
          error: 'VERSION_CHANGE',
          impact: {
            // The approved questionnaire stays on its version.
            questionnaires: 4,
            carried: [
              { field_id: 'certified', answers: 2 },
              { field_id: 'certified_since', answers: 1 },
              { field_id: 'programmes', answers: 1 },
            ],
            added: [{ field_id: 'sites' }],
            dropped: [
              // A blank answer is no answer; zero is one.
              { field_id: 'description', reason: 'removed', answers: 1 },
              { field_id: 'headcount', reason: 'type_changed', answers: 2 },
            ],
          },
        },
      ],
    });
    expect(await readTemplate(admin, template.id)).toEqual(template);
    expect((await versionsOf(template.id)).map((row) => row.version)).toEqual([1]);
    expect(await Promise.all(Object.values(sent).map(questionnaireRow))).toEqual(before);
    expect(await historyOf(Object.values(sent))).toEqual([]);
  });

  it('makes a new version once confirmed, moving the open questionnaires with the answers that carry over and keeping the dropped ones in their history', async () => {
    const impersonating = await signedIn(t, ADMIN);
    expect((await impersonating.post(`/api/users/${builder.id}/impersonate`)).statusCode).toBe(200);
    const asBuilder = await readTemplate(impersonating, template.id);
    const before = Object.fromEntries(await Promise.all(Object.entries(sent).map(async ([name, id]) => [name, await questionnaireRow(id)] as const)));
    const version1 = (await versionsOf(template.id))[0]!;

    const response = await impersonating.put(`${TEMPLATES_API}/${template.id}`, asBody(asBuilder, { sections: changedSections(asBuilder), confirm_version_change: true }));
    expect(response.statusCode, response.body).toBe(200);
    const saved: Template = response.json().template;
    expect(saved).toMatchObject({ version: 2, state: 'published', questionnaires_count: 5 });
    expect(saved.sections.flatMap((one) => one.fields.map((field) => field.id))).toEqual(['certified', 'certified_since', 'headcount', 'programmes', 'sites']);
    expect(saved.updated_at > template.updated_at).toBe(true);

    // Version 1's questions never change; version 2 holds the new ones.
    const versions = await versionsOf(template.id);
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(versions[0]).toEqual(version1);
    expect(versions[1]!.sections).toEqual(saved.sections);

    const after = Object.fromEntries(await Promise.all(Object.entries(sent).map(async ([name, id]) => [name, await questionnaireRow(id)] as const)));
    expect(after.started).toMatchObject({ templateVersion: 2, state: 'in_progress', answers: { certified: 'yes', certified_since: '2020-05-01' } });
    expect(Object.keys(after.started!.answers).sort()).toEqual(['certified', 'certified_since']);
    expect(after.submitted).toMatchObject({ templateVersion: 2, state: 'submitted', answers: { certified: 'no', programmes: 'Apprentices' } });
    expect(Object.keys(after.submitted!.answers).sort()).toEqual(['certified', 'programmes']);
    expect(after.changes).toMatchObject({ templateVersion: 2, answers: {} });
    expect(after.untouched).toMatchObject({ templateVersion: 2, answers: {} });
    // A respondent's save made on the old version is refused: each moved questionnaire has a new updated_at.
    for (const name of ['started', 'submitted', 'changes', 'untouched'] as const) expect(after[name]!.updatedAt.getTime()).toBeGreaterThan(before[name]!.updatedAt.getTime());
    expect(after.approved).toEqual(before.approved);

    // The administrator made the template, and acted as the builder.
    const adminId = (await templateRow(template.id)).createdById;
    const history = await historyOf(Object.values(sent));
    expect(history.map((row) => [row.questionnaireId, row.action, row.fromState, row.toState, row.changes, row.userId, row.impersonatorId])).toEqual(
      [
        [sent.started, 'version_changed', 'in_progress', 'in_progress', { description: { from: 'Our policy', to: null }, headcount: { from: 120, to: null } }],
        [sent.submitted, 'version_changed', 'submitted', 'submitted', { headcount: { from: 0, to: null } }],
        [sent.changes, 'version_changed', 'changes_requested', 'changes_requested', {}],
        [sent.untouched, 'version_changed', 'not_started', 'not_started', {}],
      ].map((entry) => [...entry, builder.id, adminId]),
    );
    template = saved;
  });

  it('refuses a save made on the template as it was before the new version (409 STATE_CHANGED)', async () => {
    const stale = await admin.put(`${TEMPLATES_API}/${template.id}`, { ...asBody(template), updated_at: new Date(Date.parse(template.updated_at) - 1).toISOString() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STATE_CHANGED');
  });

  it('moves a questionnaire reopened on an older version too, judging its answers by its own version’s questions', async () => {
    await t.db.update(questionnaires).set({ state: 'changes_requested' }).where(eq(questionnaires.id, sent.approved));
    const withoutProgrammes = template.sections.map((one) => ({ ...one, fields: one.fields.filter((field) => field.id !== 'programmes') }));
    const preview = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { sections: withoutProgrammes }));
    expect(preview.statusCode, preview.body).toBe(422);
    expect(preview.json().details.base[0].impact).toEqual({
      questionnaires: 5,
      carried: [
        { field_id: 'certified', answers: 3 },
        { field_id: 'certified_since', answers: 1 },
        { field_id: 'headcount', answers: 0 },
        { field_id: 'sites', answers: 0 },
      ],
      added: [],
      dropped: [
        { field_id: 'programmes', reason: 'removed', answers: 1 },
        // The reopened questionnaire's answers to version 1's questions.
        { field_id: 'headcount', reason: 'type_changed', answers: 1 },
        { field_id: 'description', reason: 'removed', answers: 1 },
      ],
    });

    const confirmed = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { sections: withoutProgrammes, confirm_version_change: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().template.version).toBe(3);
    expect(await questionnaireRow(sent.approved)).toMatchObject({ templateVersion: 3, answers: { certified: 'yes' } });
    expect(Object.keys((await questionnaireRow(sent.approved)).answers)).toEqual(['certified']);
    const [reopened] = (await historyOf([sent.approved])).filter((row) => row.action === 'version_changed');
    expect(reopened).toMatchObject({ changes: { headcount: { from: 80, to: null }, description: { from: 'Approved policy', to: null } }, impersonatorId: null });
    expect((await versionsOf(template.id)).map((row) => row.version)).toEqual([1, 2, 3]);
  });

  it('refuses a version change that breaks the template’s rules before any preview (422 with field details)', async () => {
    template = await readTemplate(admin, template.id);
    const broken = [section('policy', [question('certified'), question('certified')])];
    const response = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { sections: broken, confirm_version_change: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ 'sections.0.fields.1.id': [{ error: 'DUPLICATED' }] });
    expect((await templateRow(template.id)).version).toBe(3);
  });
});
