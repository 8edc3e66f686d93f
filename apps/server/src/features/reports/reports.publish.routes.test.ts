import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inputs, subjects } from '../data-collection/test-fixtures.js';
import { precalculate, precalculationRuns, theClientId } from '../indicators/test-fixtures.js';
import { ADMIN, createReport, readReport, REPORTS_API, signedIn } from './test-reports.seed.js';

let t: TestApp;
let admin: TestAgent;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ADMIN);
  clientId = await theClientId(t.db);
});
afterAll(() => t.close());

const PRODUCTION = 'production_aluminium_multi';

const publish = async (report: Report, publicSummary: boolean): Promise<Report> => {
  const response = await admin.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: publicSummary });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().report;
};

async function shown2021(report: Report): Promise<number | null | undefined> {
  const page: ReportPageWithFigures = (await admin.get(`${REPORTS_API}/${report.id}/pages/${report.pages[0]!.id}`)).json().page;
  return page.parts.find((part) => part.indicator_key === PRODUCTION)!.figures!.data.rows.find((row) => row.period === '2021')?.value;
}

/** Adds a tonne count to Alma's approved 2021 production and publishes the figures again (a full precalculation run). */
async function reviseAlma2021(tonnes: number): Promise<void> {
  const alma = and(
    eq(inputs.subjectId, t.db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.clientId, clientId), eq(subjects.key, 'aluminium_production')))),
    eq(inputs.period, '2021'),
    sql`'boreal_alma' = any(${inputs.tagKeys})`,
  );
  await t.db
    .update(inputs)
    .set({ values: sql`jsonb_set(${inputs.values}, '{production}', to_jsonb((${inputs.values} ->> 'production')::numeric + ${tonnes}))` })
    .where(alma);
  await precalculate(t.db, clientId);
}

describe('POST /api/reports/{id}/publish', () => {
  it('freezes the figures, stamps the edition with the day and the figures’ version; later figures change the report no more', async () => {
    const report = await createReport(admin);
    expect(report.exact_indicators_copy).toBe(false);
    const before = await shown2021(report);
    const published = await publish(report, false);
    const [latestRun] = await t.db.select().from(precalculationRuns).where(eq(precalculationRuns.clientId, clientId)).orderBy(desc(precalculationRuns.id)).limit(1);
    expect(published).toMatchObject({ exact_indicators_copy: true, public_summary: false, data_version: `${latestRun!.id}@${latestRun!.finishedAt!.toISOString()}` });
    expect(published.published_at).not.toBeNull();
    expect(published.frozen_at).toBe(published.published_at);
    // The site's "revised since publication" marks now compare with this edition's day.
    const client = (await admin.get('/api/services/clients')).json();
    expect(client.settings.report).toMatchObject({ published_at: published.published_at!.slice(0, 10), published_through: report.date_end });
    expect(published.updated_at > report.updated_at).toBe(true);

    await reviseAlma2021(500_000);
    const live = await createReport(admin);
    expect(await shown2021(live)).toBeCloseTo(before! + 0.5, 9);
    expect(await shown2021(published)).toBe(before);

    // Published again, the edition takes the figures of the day and the new version.
    const again = await publish(published, false);
    expect(again.data_version).not.toBe(published.data_version);
    expect(await shown2021(again)).toBeCloseTo(before! + 0.5, 9);
  });

  it('makes the report the client’s only public summary', async () => {
    const first = await publish(await createReport(admin), true);
    expect(first.public_summary).toBe(true);
    const second = await publish(await createReport(admin), true);
    expect(second.public_summary).toBe(true);
    expect((await readReport(admin, first.id)).public_summary).toBe(false);
    const summaries = (await admin.get(REPORTS_API)).json().reports.filter((item: Report) => item.public_summary);
    expect(summaries.map((item: Report) => item.id)).toEqual([second.id]);
    // Published again without it, it is no longer the summary: the client has none.
    expect((await publish(second, false)).public_summary).toBe(false);
    expect((await admin.get(REPORTS_API)).json().reports.filter((item: Report) => item.public_summary)).toEqual([]);
  });

  it('publishing two reports at once as the summary leaves one summary', async () => {
    const [a, b] = await Promise.all([createReport(admin), createReport(admin)]);
    const answers = await Promise.all([a, b].map((report) => admin.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const summaries = (await admin.get(REPORTS_API)).json().reports.filter((item: Report) => item.public_summary);
    expect(summaries).toHaveLength(1);
  });
});

describe('a copy of a frozen report', () => {
  it('keeps the figures the original copied, not the current ones, and is neither published nor the summary', async () => {
    const original = await publish(await createReport(admin), true);
    const frozenValue = await shown2021(original);
    await reviseAlma2021(250_000);
    const response = await admin.post(`${REPORTS_API}/${original.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy: Report = response.json().report;
    expect(copy).toMatchObject({ exact_indicators_copy: true, frozen_at: original.frozen_at, published_at: null, public_summary: false, data_version: null });
    expect(await shown2021(copy)).toBe(frozenValue);
    expect((await admin.post(`${REPORTS_API}/${copy.id}/refresh`)).json().changed).toEqual([
      { indicator_key: PRODUCTION, period: '2021', old: frozenValue, new: expect.closeTo(frozenValue! + 0.25, 9) },
    ]);
  });
});
