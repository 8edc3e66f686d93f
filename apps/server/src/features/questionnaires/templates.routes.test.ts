import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_TYPES } from '@platform/shared/dynamic-form/field-definition.schemas';
import { TEMPLATE_LIMITS, type Template, type TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';
import {
  ADMIN,
  addUser,
  APPROVER,
  asBody,
  CONTRIBUTOR,
  createTemplate,
  otherClientTemplate,
  question,
  readTemplate,
  section,
  sendQuestionnaire,
  signedIn,
  templateBody,
  TEMPLATES_API,
  transition,
  yesNoQuestion,
} from './test-templates.seed.js';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ADMIN);
});
afterAll(() => t.close());

async function refused(response: { statusCode: number; body: string; json(): { code: string; details: Record<string, unknown[]> } }) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().code).toBe('INVALID_RECORD');
  return response.json().details;
}

const versionRows = (templateId: number) =>
  t.db.select().from(questionnaireTemplateVersions).where(eq(questionnaireTemplateVersions.templateId, templateId)).orderBy(questionnaireTemplateVersions.version);

describe('POST /api/templates', () => {
  it('creates a draft of version 1 with its questions, names trimmed, the caller’s abilities on it', async () => {
    const template = await createTemplate(admin, templateBody({ name: { en: '  Policies ', fr: 'Politiques' } }));
    expect(template).toMatchObject({
      name: { en: 'Policies', fr: 'Politiques' },
      state: 'draft',
      version: 1,
      questionnaires_count: 0,
      abilities: { update: true, delete: true, duplicate: true, publish: true, archive: true, restore: false, send: false },
    });
    expect(template.sections.map((one) => [one.id, one.fields.map((field) => field.id)])).toEqual([
      ['policy', ['certified', 'certified_since', 'description']],
      ['people', ['headcount', 'programmes']],
    ]);
    expect(new Date(template.updated_at).toISOString()).toBe(template.updated_at);
    expect((await versionRows(template.id)).map((row) => [row.version, row.sections])).toEqual([[1, template.sections]]);
    expect(await readTemplate(admin, template.id)).toEqual(template);
  });

  it('refuses blank names, duplicate field ids over sections and a bad display condition, naming each (422), and writes nothing', async () => {
    const before = await t.db.select({ id: questionnaireTemplates.id }).from(questionnaireTemplates);
    const body = templateBody({
      name: { en: ' ', fr: 'Politiques' },
      sections: [
        section('one', [yesNoQuestion('certified'), question('since', { display: { key: 'certified', for: ['perhaps'] } })]),
        section('two', [question('certified'), question('note', { display: { key: 'later', for: ['yes'] } }), yesNoQuestion('later')]),
      ],
    });
    expect(await refused(await admin.post(TEMPLATES_API, body))).toEqual({
      'name.en': [{ error: 'BLANK' }],
      'sections.0.fields.1.display.for': [{ error: 'INVALID', values: ['perhaps'] }],
      'sections.1.fields.0.id': [{ error: 'DUPLICATED' }],
      'sections.1.fields.1.display.key': [{ error: 'INVALID' }],
    });
    // The schema's own rules answer the same way: a field id that is not an id, an unknown type.
    const malformed = await refused(await admin.post(TEMPLATES_API, templateBody({ sections: [section('one', [question('Not an id'), { ...question('q'), type: 'slider' } as never])] })));
    expect(Object.keys(malformed).sort()).toEqual(['sections.0.fields.0.id', 'sections.0.fields.1.type']);
    expect(await t.db.select({ id: questionnaireTemplates.id }).from(questionnaireTemplates)).toHaveLength(before.length);
  });
});

describe('GET /api/templates', () => {
  it('lists templates newest change first, searched in either name, filtered by state, with their counts, a page at a time', async () => {
    const zinc = await createTemplate(admin, templateBody({ name: { en: 'Zinc listing', fr: 'Liste zinc' } }));
    const copper = await createTemplate(admin, templateBody({ name: { en: 'Copper listing', fr: 'Liste cuivre 50%_' }, sections: [section('only', [question('one')])] }));
    await transition(admin, zinc.id, 'publish');
    await sendQuestionnaire(t, zinc.id);
    await sendQuestionnaire(t, zinc.id);

    const all = (await admin.get(TEMPLATES_API)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Publishing is a change: the zinc template is now the newest.
    expect(all.templates.slice(0, 2).map((one: TemplateSummary) => one.id)).toEqual([zinc.id, copper.id]);
    expect(all.templates[0]).toMatchObject({ id: zinc.id, state: 'published', questionnaires_count: 2, fields_count: 5, abilities: { delete: false, send: true } });
    expect(all.templates[1]).toMatchObject({ id: copper.id, state: 'draft', questionnaires_count: 0, fields_count: 1, abilities: { delete: true, send: false } });
    expect(all.templates[0].sections).toBeUndefined();

    expect((await admin.get(`${TEMPLATES_API}?q=zinc`)).json()).toMatchObject({ total: 1, templates: [{ id: zinc.id }] });
    expect((await admin.get(`${TEMPLATES_API}?q=${encodeURIComponent('cuivre')}`)).json()).toMatchObject({ total: 1, templates: [{ id: copper.id }] });
    // Wildcards are taken literally.
    expect((await admin.get(`${TEMPLATES_API}?q=${encodeURIComponent('%')}`)).json().templates.map((one: TemplateSummary) => one.id)).toEqual([copper.id]);
    const published = (await admin.get(`${TEMPLATES_API}?state=published&q=listing`)).json();
    expect(published).toMatchObject({ total: 1, templates: [{ id: zinc.id }] });
    expect((await admin.get(`${TEMPLATES_API}?state=unknown`)).statusCode).toBe(422);
    expect((await admin.get(`${TEMPLATES_API}?page=2`)).json()).toEqual({ templates: [], total: all.total });
  });

  it('gives pages of the configured size', async () => {
    const { total } = (await admin.get(TEMPLATES_API)).json();
    const missing = TEMPLATE_LIMITS.pageSize + 1 - total;
    for (let index = 0; index < missing; index++) await createTemplate(admin, templateBody({ sections: [] }));
    const first = (await admin.get(TEMPLATES_API)).json();
    const second = (await admin.get(`${TEMPLATES_API}?page=2`)).json();
    expect(first.templates).toHaveLength(TEMPLATE_LIMITS.pageSize);
    expect(second.templates.length).toBe(first.total - TEMPLATE_LIMITS.pageSize);
    expect(new Set([...first.templates, ...second.templates].map((one: TemplateSummary) => one.id)).size).toBe(first.total);
  });
});

describe('GET /api/templates/config', () => {
  it('says the field types, events, states and limits', async () => {
    const response = await admin.get(`${TEMPLATES_API}/config`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      field_types: [...FIELD_TYPES],
      events: ['publish', 'archive', 'restore'],
      states: ['draft', 'published', 'archived'],
      limits: { name_max: 200, sections_max: 50, fields_per_section_max: 100, fields_max: 500, choices_per_field_max: 200 },
    });
  });
});

describe('PUT /api/templates/{id}', () => {
  it('saves the name and the questions of a template no questionnaire uses in its current version', async () => {
    const template = await createTemplate(admin);
    const sections = [section('only', [yesNoQuestion('certified'), question('why', { type: 'text', display: { key: 'certified', for: ['no'] } })])];
    const response = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: 'Renamed', fr: 'Renommé' }, sections }));
    expect(response.statusCode, response.body).toBe(200);
    const saved: Template = response.json().template;
    expect(saved).toMatchObject({ name: { en: 'Renamed', fr: 'Renommé' }, version: 1, sections: [{ id: 'only', fields: [{ id: 'certified' }, { id: 'why' }] }] });
    expect(saved.updated_at > template.updated_at).toBe(true);
    expect((await versionRows(template.id)).map((row) => row.version)).toEqual([1]);
    expect(await readTemplate(admin, template.id)).toEqual(saved);

    // A published template no questionnaire uses is still saved in place.
    const published = await transition(admin, template.id, 'publish');
    const again = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(published, { sections: [section('only', [question('single')])] }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().template).toMatchObject({ version: 1, state: 'published', sections: [{ fields: [{ id: 'single' }] }] });
  });

  it('refuses a save made on a stale read (409 STATE_CHANGED) or without updated_at, and keeps the template as it was', async () => {
    const template = await createTemplate(admin);
    const first = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: 'First', fr: 'Premier' } }));
    expect(first.statusCode).toBe(200);
    const stale = await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: 'Second', fr: 'Second' } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STATE_CHANGED');
    expect(await refused(await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { updated_at: undefined })))).toEqual({ updated_at: [{ error: 'BLANK' }] });
    expect((await readTemplate(admin, template.id)).name).toEqual({ en: 'First', fr: 'Premier' });
  });

  it('takes one of several saves sent at once on the same read, and refuses the others (409)', async () => {
    const template = await createTemplate(admin);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: `Racer ${index}`, fr: `Coureur ${index}` } }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const winner = responses.find((response) => response.statusCode === 200)!.json().template;
    expect(await readTemplate(admin, template.id)).toEqual(winner);
  });

  it('stamps each save after the one before, even within a millisecond', async () => {
    let template = await createTemplate(admin);
    const stamps = [template.updated_at];
    for (let index = 0; index < 5; index++) {
      template = (await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: `Name ${index}`, fr: `Nom ${index}` } }))).json().template;
      stamps.push(template.updated_at);
    }
    expect([...stamps].sort()).toEqual(stamps);
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it('refuses blank names, duplicate field ids and bad display conditions (422) and saves nothing', async () => {
    const template = await createTemplate(admin);
    const body = asBody(template, {
      name: { en: 'Fine', fr: '' },
      sections: [section('one', [question('a'), question('b', { display: { key: 'a', for: ['x'] } })]), section('two', [question('a')])],
    });
    expect(await refused(await admin.put(`${TEMPLATES_API}/${template.id}`, body))).toEqual({
      'name.fr': [{ error: 'BLANK' }],
      'sections.0.fields.1.display.key': [{ error: 'INVALID' }],
      'sections.1.fields.0.id': [{ error: 'DUPLICATED' }],
    });
    expect(await readTemplate(admin, template.id)).toEqual(template);
  });

  it('refuses to change an archived template (422 base READ_ONLY)', async () => {
    const template = await createTemplate(admin);
    const archived = await transition(admin, template.id, 'archive');
    expect(archived.abilities).toMatchObject({ update: false, archive: false, restore: true, publish: false });
    expect(await refused(await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(archived, { name: { en: 'No', fr: 'Non' } })))).toEqual({
      base: [{ error: 'READ_ONLY', state: 'archived' }],
    });
  });
});

describe('DELETE /api/templates/{id}', () => {
  it('deletes a template no questionnaire uses, with its versions', async () => {
    const template = await createTemplate(admin);
    const response = await admin.delete(`${TEMPLATES_API}/${template.id}`);
    expect(response.statusCode).toBe(204);
    expect((await admin.get(`${TEMPLATES_API}/${template.id}`)).statusCode).toBe(404);
    expect(await versionRows(template.id)).toEqual([]);
    expect((await admin.delete(`${TEMPLATES_API}/${template.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a template questionnaires use (422 base IN_USE): it is archived instead', async () => {
    const template = await createTemplate(admin);
    await transition(admin, template.id, 'publish');
    await sendQuestionnaire(t, template.id);
    expect((await readTemplate(admin, template.id)).abilities.delete).toBe(false);
    expect(await refused(await admin.delete(`${TEMPLATES_API}/${template.id}`))).toEqual({ base: [{ error: 'IN_USE', questionnaires: 1 }] });
    expect((await transition(admin, template.id, 'archive')).state).toBe('archived');
  });
});

describe('PUT /api/templates/{id}/duplicate', () => {
  it('copies a template as a new draft of version 1, its name marked as a copy in each language', async () => {
    const template = await createTemplate(admin);
    await transition(admin, template.id, 'publish');
    await sendQuestionnaire(t, template.id);
    const response = await admin.put(`${TEMPLATES_API}/${template.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy: Template = response.json().template;
    expect(copy).toMatchObject({
      name: { en: 'Sustainability policies (copy)', fr: 'Politiques de développement durable (copie)' },
      state: 'draft',
      version: 1,
      questionnaires_count: 0,
      sections: template.sections,
      abilities: { delete: true, publish: true },
    });
    expect(copy.id).not.toBe(template.id);
    expect((await readTemplate(admin, template.id)).state).toBe('published');
  });

  it('keeps the copy’s name within the limit', async () => {
    const long = 'L'.repeat(TEMPLATE_LIMITS.nameMax);
    const template = await createTemplate(admin, templateBody({ name: { en: long, fr: long } }));
    const copy: Template = (await admin.put(`${TEMPLATES_API}/${template.id}/duplicate`)).json().template;
    expect(copy.name.en).toHaveLength(TEMPLATE_LIMITS.nameMax);
    expect(copy.name.en.endsWith('L (copy)')).toBe(true);
    expect(copy.name.fr.endsWith('L (copie)')).toBe(true);
  });
});

describe('PUT /api/templates/{id}/transition', () => {
  const refusedEvent = async (id: number, event: string, state: string) => {
    expect(await refused(await admin.put(`${TEMPLATES_API}/${id}/transition`, { event }))).toEqual({ event: [{ error: 'INVALID_TRANSITION', state }] });
  };
  const publishedAt = async (id: number) => (await t.db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, id)))[0]!.publishedAt;

  it('publishes a draft (stamping its first publication), archives it and restores it as published', async () => {
    const template = await createTemplate(admin);
    expect(await publishedAt(template.id)).toBeNull();
    const published = await transition(admin, template.id, 'publish');
    expect(published).toMatchObject({ state: 'published', abilities: { publish: false, archive: true, restore: false, update: true } });
    expect(published.updated_at > template.updated_at).toBe(true);
    const stamped = await publishedAt(template.id);
    expect(stamped).toBeInstanceOf(Date);
    await refusedEvent(template.id, 'publish', 'published');
    await refusedEvent(template.id, 'restore', 'published');

    const archived = await transition(admin, template.id, 'archive');
    expect(archived.state).toBe('archived');
    await refusedEvent(template.id, 'archive', 'archived');
    await refusedEvent(template.id, 'publish', 'archived');

    expect((await transition(admin, template.id, 'restore')).state).toBe('published');
    // The first publication's date stays.
    expect(await publishedAt(template.id)).toEqual(stamped);
  });

  it('archives a draft and restores it as a draft; refuses to restore a draft', async () => {
    const template = await createTemplate(admin);
    await refusedEvent(template.id, 'restore', 'draft');
    expect((await transition(admin, template.id, 'archive')).state).toBe('archived');
    expect((await transition(admin, template.id, 'restore')).state).toBe('draft');
    expect(await publishedAt(template.id)).toBeNull();
  });

  it('refuses to publish a template without a question (422 sections BLANK), and an unknown event', async () => {
    const empty = await createTemplate(admin, templateBody({ sections: [section('empty', [])] }));
    expect(await refused(await admin.put(`${TEMPLATES_API}/${empty.id}/transition`, { event: 'publish' }))).toEqual({ sections: [{ error: 'BLANK' }] });
    expect((await readTemplate(admin, empty.id)).state).toBe('draft');
    expect(Object.keys(await refused(await admin.put(`${TEMPLATES_API}/${empty.id}/transition`, { event: 'approve' })))).toEqual(['event']);
  });
});

describe('who may', () => {
  it('answers 404 for another client’s template, whatever the call', async () => {
    const theirs = await otherClientTemplate(t);
    const body = { name: { en: 'Mine', fr: 'Le mien' }, sections: [], updated_at: new Date().toISOString() };
    for (const [method, url, payload] of [
      ['GET', `${TEMPLATES_API}/${theirs}`],
      ['PUT', `${TEMPLATES_API}/${theirs}`, body],
      ['DELETE', `${TEMPLATES_API}/${theirs}`],
      ['PUT', `${TEMPLATES_API}/${theirs}/duplicate`],
      ['PUT', `${TEMPLATES_API}/${theirs}/transition`, { event: 'archive' }],
    ] as const) {
      const response = await admin.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await admin.get(`${TEMPLATES_API}?q=Theirs`)).json()).toEqual({ templates: [], total: 0 });
    expect((await t.db.select().from(questionnaireTemplates).where(eq(questionnaireTemplates.id, theirs)))[0]).toMatchObject({ state: 'published', name: { en: 'Theirs' } });
  });

  it('refuses every call to a caller who neither manages templates nor questionnaires (403)', async () => {
    const template = await createTemplate(admin);
    const answering = await signedIn(t, (await addUser(t, 'answers', ['questionnaires.answer', 'questionnaires.approve'])).email);
    for (const agent of [await signedIn(t, CONTRIBUTOR), await signedIn(t, APPROVER), answering]) {
      for (const [method, url, payload] of [
        ['POST', TEMPLATES_API, templateBody()],
        ['GET', TEMPLATES_API],
        ['GET', `${TEMPLATES_API}/config`],
        ['GET', `${TEMPLATES_API}/${template.id}`],
        ['PUT', `${TEMPLATES_API}/${template.id}`, asBody(template)],
        ['DELETE', `${TEMPLATES_API}/${template.id}`],
        ['PUT', `${TEMPLATES_API}/${template.id}/duplicate`],
        ['PUT', `${TEMPLATES_API}/${template.id}/transition`, { event: 'publish' }],
      ] as const) {
        const response = await agent.request(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('ACCESS_DENIED');
      }
    }
    expect(await readTemplate(admin, template.id)).toEqual(template);
  });

  it('lets holders of templates.manage build templates, and holders of questionnaires.manage send from published ones too', async () => {
    const builder = await signedIn(t, (await addUser(t, 'builder', ['templates.manage'])).email);
    const sender = await signedIn(t, (await addUser(t, 'sender', ['questionnaires.manage'])).email);
    const built = await createTemplate(builder);
    const published = await transition(builder, built.id, 'publish');
    expect(published.abilities).toMatchObject({ update: true, archive: true, send: false });
    expect((await readTemplate(sender, built.id)).abilities).toMatchObject({ update: true, archive: true, send: true });
    expect((await sender.put(`${TEMPLATES_API}/${built.id}/duplicate`)).statusCode).toBe(201);
  });

  it('leaves an audit row for each write, naming the template', async () => {
    const template = await createTemplate(admin);
    await admin.put(`${TEMPLATES_API}/${template.id}`, asBody(template, { name: { en: 'Audited', fr: 'Audité' } }));
    await admin.put(`${TEMPLATES_API}/${template.id}/transition`, { event: 'archive' });
    await admin.delete(`${TEMPLATES_API}/${template.id}`);
    const rows = () => t.db.select().from(auditLogs).where(and(eq(auditLogs.recordId, String(template.id))));
    await vi.waitFor(async () =>
      expect((await rows()).map((row) => row.action).filter((action) => action.includes('/api/templates')).sort()).toEqual([
        'DELETE /api/templates/:id',
        'POST /api/templates',
        'PUT /api/templates/:id',
        'PUT /api/templates/:id/transition',
      ]),
    );
  });
});
