import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../platform/jobs/job-definition.js';
import { JOBS_SCHEMA } from '../../platform/jobs/job-records.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { indicatorValues } from './indicators.tables.js';
import { indicatorJobs } from './precalculation/precalculation.job.js';
import { PRECALCULATE_JOB } from '../../platform/jobs/job-names.js';
import { indicatorIdOf, INDICATORS_API, publishValues, signedIn, visitor } from './test-indicators.seed.js';

let t: TestApp;
beforeAll(async () => {
  // The queue needs the job's kind; the feature brings it once its handler exists.
  const known = indicatorJobs.some((job) => job.name === PRECALCULATE_JOB);
  t = await createTestApp({ jobs: { definitions: known ? [] : [defineJob({ name: PRECALCULATE_JOB, run: async () => null })] } });
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  indicator: {
    path: '/indicators/environnement/eau/t_water_use',
    name: { en: 'Water use', fr: 'Consommation d’eau' },
    type: 'chart',
    unit: { en: 'MWh', fr: 'MWh' },
    chart_kind: 'bar',
    calculation: { kind: 'sum', subject: 'energy_consumption', field: 'electricity', breakdown: 'organisation', breakdownDepth: 1, scale: 0.001 },
    methodology: { en: '<p>Summed <script>alert(1)</script><strong>per site</strong></p>', fr: '<p onclick="x()">Additionnée</p>' },
    notes: { en: null, fr: '<p> </p>' },
    ...overrides,
  },
});

/** The precalculation jobs queued so far, with what they were sent. */
async function precalculationJobs(): Promise<{ data: { clientId: number; indicatorKeys?: string[] } }[]> {
  const result = await t.db.execute(sql.raw(`select data from ${JOBS_SCHEMA}.job where name = '${PRECALCULATE_JOB}' order by created_on`));
  return (result as unknown as { rows: { data: { clientId: number; indicatorKeys?: string[] } }[] }).rows;
}
const jobsFor = async (key: string) => (await precalculationJobs()).filter((job) => job.data.indicatorKeys?.includes(key));

describe('PUT /services/indicators/{key}', () => {
  it('creates an indicator with its section and subsection from its path, sanitised rich text, a place in the public list and a precalculation', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const response = await admin.put(`${INDICATORS_API}/t_water_use`, body());
    expect(response.statusCode).toBe(200);
    const { indicator } = response.json();
    expect(indicator).toMatchObject({
      key: 't_water_use',
      section: 'environnement',
      subsection: 'eau',
      unit: { en: 'MWh', fr: 'MWh' },
      chart_kind: 'bar',
      calculation: { kind: 'sum', subject: 'energy_consumption', field: 'electricity', breakdown: 'organisation' },
      methodology: { en: '<p>Summed <strong>per site</strong></p>', fr: '<p>Additionnée</p>' },
      notes: { en: null, fr: null },
      abilities: { update: true, annotate: true },
    });
    const list = (await (await visitor(t)).get(INDICATORS_API)).json();
    expect(list.at(-1)).toMatchObject({ key: 't_water_use', path: '/indicators/environnement/eau/t_water_use', name: { en: 'Water use' } });
    const [job] = await jobsFor('t_water_use');
    expect(job?.data).toEqual({ clientId: expect.any(Number), indicatorKeys: ['t_water_use'] });
  });

  it('changes an indicator; a new calculation queues a precalculation, the same one does not, and none leaves no figures', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    await admin.put(`${INDICATORS_API}/t_renamed`, body({ path: '/indicators/environnement/eau/t_renamed' }));
    const queued = (await jobsFor('t_renamed')).length;
    const renamed = await admin.put(
      `${INDICATORS_API}/t_renamed`,
      body({ path: '/indicators/social/emploi/t_renamed', name: { en: 'Renamed', fr: 'Renommé' } }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().indicator).toMatchObject({ section: 'social', subsection: 'emploi', name: { en: 'Renamed' } });
    expect(await jobsFor('t_renamed')).toHaveLength(queued);
    expect((await (await visitor(t)).get(INDICATORS_API)).json()).toContainEqual(expect.objectContaining({ key: 't_renamed', path: '/indicators/social/emploi/t_renamed' }));

    const recalculated = await admin.put(
      `${INDICATORS_API}/t_renamed`,
      body({ path: '/indicators/social/emploi/t_renamed', calculation: { kind: 'average', subject: 'employees', field: 'employees' } }),
    );
    expect(recalculated.statusCode).toBe(200);
    expect(await jobsFor('t_renamed')).toHaveLength(queued + 1);

    await publishValues(t.db, 't_renamed', [{ period: '2021', value: 12 }]);
    const cleared = await admin.put(`${INDICATORS_API}/t_renamed`, body({ path: '/indicators/social/emploi/t_renamed', calculation: null }));
    expect(cleared.json().indicator).toMatchObject({ calculation: null, data: { rows: [] }, revised_at: null });
    expect(await t.db.$count(indicatorValues, sql`${indicatorValues.indicatorId} = ${await indicatorIdOf(t.db, 't_renamed')}`)).toBe(0);
    expect(await jobsFor('t_renamed')).toHaveLength(queued + 1);
  });

  it('refuses a path another indicator has, a calculation over unknown subjects, fields that are not numbers or a dimension the subject lacks', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const before = (await precalculationJobs()).length;
    const taken = await admin.put(`${INDICATORS_API}/t_clash`, body({ path: '/indicators/economie/production/production_aluminium_multi' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ code: 'INVALID_RECORD', feedback: expect.any(String), details: { 'indicator.path': [{ error: 'TAKEN' }] } });

    const clash = (calculation: unknown) => body({ path: '/indicators/a/b/t_clash', calculation });
    const unknownSubject = await admin.put(`${INDICATORS_API}/t_clash`, clash({ kind: 'sum', subject: 'nothing', field: 'x' }));
    expect(unknownSubject.json().details).toEqual({ 'indicator.calculation.subject': [{ error: 'INVALID' }] });

    const badFields = await admin.put(
      `${INDICATORS_API}/t_clash`,
      clash({
        kind: 'ratio',
        subject: 'ghg_emissions',
        field: 'method',
        denominator: { subject: 'aluminium_production', field: 'missing' },
        breakdown: 'region',
      }),
    );
    expect(badFields.statusCode).toBe(422);
    expect(badFields.json().details).toEqual({
      'indicator.calculation.field': [{ error: 'INVALID' }],
      'indicator.calculation.denominator.field': [{ error: 'INVALID' }],
      'indicator.calculation.breakdown': [{ error: 'INVALID' }],
    });
    const tooDeep = await admin.put(
      `${INDICATORS_API}/t_clash`,
      clash({ kind: 'sum', subject: 'employees', field: 'employees', breakdown: 'organisation', breakdownDepth: 2 }),
    );
    expect(tooDeep.json().details).toEqual({ 'indicator.calculation.breakdownDepth': [{ error: 'INVALID', maximum: 1 }] });
    // Nothing was written, nothing queued.
    expect((await (await visitor(t)).get(`${INDICATORS_API}/t_clash`)).statusCode).toBe(404);
    expect(await precalculationJobs()).toHaveLength(before);
  });

  it('gives a custom page its component, keeps it when a save leaves it out, and refuses a custom page without one', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const custom = (extra: Record<string, unknown>) => body({ path: '/indicators/a/b/t_custom', type: 'custom', chart_kind: null, calculation: null, ...extra });
    const missing = await admin.put(`${INDICATORS_API}/t_custom`, custom({}));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual({ 'indicator.custom_component': [{ error: 'BLANK' }] });
    const badName = await admin.put(`${INDICATORS_API}/t_custom`, custom({ custom_component: 'Not a name' }));
    expect(badName.statusCode).toBe(422);
    expect(Object.keys(badName.json().details)).toEqual(['indicator.custom_component']);

    const created = await admin.put(`${INDICATORS_API}/t_custom`, custom({ custom_component: 'highlights_social' }));
    expect(created.statusCode).toBe(200);
    expect(created.json().indicator).toMatchObject({ type: 'custom', custom: 'highlights_social' });
    const renamed = await admin.put(`${INDICATORS_API}/t_custom`, custom({ name: { en: 'Social, again', fr: 'Social, encore' } }));
    expect(renamed.json().indicator).toMatchObject({ custom: 'highlights_social', name: { en: 'Social, again' } });
    // Once it is a chart, it has no component any more.
    const chart = await admin.put(`${INDICATORS_API}/t_custom`, body({ path: '/indicators/a/b/t_custom' }));
    expect(chart.json().indicator).toMatchObject({ type: 'chart', custom: null });
  });

  it('refuses a new indicator at the back-office creation address (new) or with a key of other characters', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    for (const key of ['new', 'summaries', 'Bad-Key']) {
      const response = await admin.put(`${INDICATORS_API}/${key}`, body({ path: `/indicators/a/b/t_${key.toLowerCase().replace('-', '_')}` }));
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ key: [{ error: 'INVALID' }] });
    }
  });

  it('is for those who manage indicators: 403 for an approver, 401 for a visitor, 403 without the CSRF token', async () => {
    const approver = await signedIn(t, 'approver@example.org');
    expect((await approver.put(`${INDICATORS_API}/hap`, body({ path: '/indicators/environnement/air/hap' }))).json().code).toBe('ACCESS_DENIED');
    expect((await (await visitor(t)).put(`${INDICATORS_API}/hap`, body())).statusCode).toBe(401);
    const admin = await signedIn(t, 'admin@example.org');
    const noToken = await admin.request('PUT', `${INDICATORS_API}/hap`, body({ path: '/indicators/environnement/air/hap' }), { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    expect((await (await visitor(t)).get(`${INDICATORS_API}/hap`)).json().indicator.name.en).toBe('Polycyclic aromatic hydrocarbon emissions');
  });
});
