import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import { clientSeedFor } from '../../platform/tenancy/client-packages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireHistory, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';
import { seedDemo } from './questionnaires.seed.js';
import { API, APPROVER, CONTRIBUTOR, signedIn, theClientId, userIdOf } from './test/questionnaire-test-data.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo questionnaires', () => {
  it('are a published template and two questionnaires of the contributor’s organisation (2021 approved, 2022 to answer), made once', async () => {
    const clientId = await theClientId(t.db);
    const seed = clientSeedFor(t.config.clientName);
    await seedDemo(t.db, clientId, seed);
    await seedDemo(t.db, clientId, seed);

    const templates = await t.db
      .select()
      .from(questionnaireTemplates)
      .where(and(eq(questionnaireTemplates.clientId, clientId), eq(questionnaireTemplates.state, 'published')));
    const template = templates.find((one) => one.name.en === 'Sustainability policies')!;
    expect(template.name.fr).toBe('Politiques de développement durable');
    const [version] = await t.db.select().from(questionnaireTemplateVersions).where(eq(questionnaireTemplateVersions.templateId, template.id));
    const fields = version!.sections.flatMap((section) => section.fields);
    expect(version!.sections).toHaveLength(2);
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(['radio', 'date', 'checkbox', 'number', 'text']));
    expect(fields.some((field) => field.display)).toBe(true);

    const sent = await t.db.select().from(questionnaires).where(eq(questionnaires.templateId, template.id)).orderBy(questionnaires.period);
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    expect(sent.map((row) => [row.period, row.state, row.ownerId, row.organisationKeys])).toEqual([
      ['2021', 'approved', ownerId, ['boreal']],
      ['2022', 'not_started', ownerId, ['boreal']],
    ]);
    const dateBounds = { beginning: seed.settings.dates.beginning_of_time, end: seed.settings.dates.end_of_time };
    expect(validateFormValues(fields, sent[0]!.answers, { requireAll: true, period: '2021', dateBounds })).toEqual({});
    expect(sent[1]!.dueDate > new Date().toISOString().slice(0, 10)).toBe(true);
    const history = await t.db.select().from(questionnaireHistory).where(eq(questionnaireHistory.questionnaireId, sent[0]!.id)).orderBy(questionnaireHistory.id);
    expect(history.map((entry) => [entry.action, entry.toState])).toEqual([
      ['created', 'not_started'],
      ['answered', 'in_progress'],
      ['submit', 'submitted'],
      ['approve', 'approved'],
    ]);
    expect(history[3]!.userId).toBe(await userIdOf(t.db, APPROVER));

    // The contributor answers 2022 with 2021's answers beside.
    const contributor = await signedIn(t, CONTRIBUTOR);
    const variation = await contributor.put(`${API}/${sent[1]!.id}/previous_value`, { field_id: 'community_investment' });
    expect(variation.json()).toEqual({ field_id: 'community_investment', previous: { period: '2021', value: 1250 }, current: null, variation_percent: null });
  });
});
