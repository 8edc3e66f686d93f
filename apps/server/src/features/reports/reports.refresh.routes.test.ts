import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report, ReportPageWithFigures } from '@platform/shared/reports/reports.schemas';
import { TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inputs, subjects } from '../data-collection/test-fixtures.js';
import { ADMIN, APPROVER, asBody, createReport, readReport, reportBody, REPORTS_API, signedIn } from './test-reports.seed.js';

// Frozen reports keep the figures they copied while approvals change the published ones, until refreshed.
let t: TestApp;
let admin: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ jobs: { settings: TEST_JOB_SETTINGS } });
  [admin, approver] = await Promise.all([signedIn(t, ADMIN), signedIn(t, APPROVER)]);
});
afterAll(() => t.close());

const PRODUCTION = 'production_aluminium_multi';
const MILLION = 1e-6;

/** A report of the production's figures (2020 to 2022) on one page, frozen or not, for a node (none: the totals). */
const productionReport = (frozen: boolean, defaultTags: Record<string, string> = {}) =>
  createReport(
    admin,
    reportBody({
      date_start: '2020-01-01',
      date_end: '2022-12-31',
      default_tags: defaultTags,
      exact_indicators_copy: frozen,
      pages: [
        { id: 'NEW-1', index: 0, parts: [{ id: 'NEW-a', index: 0, type: 'indicator', indicator_key: PRODUCTION, display: 'table' }] },
        { id: 'NEW-2', index: 1, parts: [{ id: 'NEW-b', index: 0, type: 'text', html: { en: '<p>No figures here</p>', fr: null } }] },
      ],
    }),
  );

/** The figure of a period the report's first page shows. */
async function shown(report: Report, period: string): Promise<number | null | undefined> {
  const response = await admin.get(`${REPORTS_API}/${report.id}/pages/${report.pages[0]!.id}`);
  expect(response.statusCode).toBe(200);
  const page: ReportPageWithFigures = response.json().page;
  return page.parts[0]!.figures!.data.rows.find((row) => row.period === period)?.value;
}

/** The demo's 2022 input of a subject for a smelter. */
async function demoInput(subjectKey: string, tag: string) {
  const [row] = await t.db
    .select({ id: inputs.id, state: inputs.state, lockVersion: inputs.lockVersion, values: inputs.values })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(subjects.key, subjectKey), eq(inputs.period, '2022'), sql`${tag} = any(${inputs.tagKeys})`));
  return row!;
}

describe('POST /api/reports/{id}/refresh', () => {
  it('takes an approval’s new figures into a frozen report and says which figures changed; a report following the figures had them already', async () => {
    const frozen = await productionReport(true);
    const laurentide = await productionReport(true, { organisation: 'laurentide' });
    const live = await productionReport(false);
    expect(frozen.frozen_at).not.toBeNull();
    expect(live.frozen_at).toBeNull();
    const before = (await shown(frozen, '2022'))!;
    const laurentideBefore = (await shown(laurentide, '2022'))!;
    expect(before).toEqual(expect.any(Number));
    expect(await shown(live, '2022')).toBe(before);
    // Nothing changed yet: nothing to take.
    const unchanged = await admin.post(`${REPORTS_API}/${frozen.id}/refresh`);
    expect(unchanged.json()).toMatchObject({ changed: [], report: { updated_at: frozen.updated_at, frozen_at: frozen.frozen_at } });

    const input = await demoInput('aluminium_production', 'laurentide_becancour');
    expect(input.state).toBe('preapproved');
    const approved = await approver.put('/api/services/data_cluster/subjects/aluminium_production/inputs/approve', { ids: [input.id], lock_versions: [input.lockVersion] });
    expect(approved.json()).toEqual({ results: [{ id: input.id, state: 'approved' }] });
    const added = (input.values.production as number) * MILLION;
    // The precalculation job publishes the new figure: the report that follows them shows it...
    await vi.waitFor(async () => expect(await shown(live, '2022')).toBeCloseTo(before + added, 9), { timeout: 15_000, interval: 200 });
    // ...the frozen ones keep theirs.
    expect(await shown(frozen, '2022')).toBe(before);
    expect(await shown(laurentide, '2022')).toBe(laurentideBefore);

    const response = await admin.post(`${REPORTS_API}/${frozen.id}/refresh`);
    expect(response.statusCode, response.body).toBe(200);
    const { report, changed } = response.json() as { report: Report; changed: { indicator_key: string; period: string; old: number; new: number }[] };
    expect(changed).toEqual([{ indicator_key: PRODUCTION, period: '2022', old: before, new: expect.closeTo(before + added, 9) }]);
    expect(report.frozen_at! > frozen.frozen_at!).toBe(true);
    expect(report.updated_at > frozen.updated_at).toBe(true);
    expect(await shown(frozen, '2022')).toBeCloseTo(before + added, 9);
    // Refreshed once, nothing more to take.
    expect((await admin.post(`${REPORTS_API}/${frozen.id}/refresh`)).json().changed).toEqual([]);

    // The node's figure changed too: Bécancour is Laurentide's.
    const forNode = (await admin.post(`${REPORTS_API}/${laurentide.id}/refresh`)).json().changed;
    expect(forNode).toEqual([{ indicator_key: PRODUCTION, period: '2022', old: laurentideBefore, new: expect.closeTo(laurentideBefore + added, 9) }]);

    // A report that follows the figures has nothing to take: nothing changes.
    const followed = (await admin.post(`${REPORTS_API}/${live.id}/refresh`)).json();
    expect(followed).toMatchObject({ changed: [], report: { updated_at: live.updated_at, frozen_at: null } });
  });

  it('freezing a report on a save copies the figures then; unfreezing follows the published figures again', async () => {
    const live = await productionReport(false);
    const saved = await admin.put(`${REPORTS_API}/${live.id}`, asBody(live, { exact_indicators_copy: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    const frozen: Report = saved.json().report;
    expect(frozen.frozen_at).not.toBeNull();
    expect(await shown(frozen, '2021')).toEqual(expect.any(Number));
    const thawed = await admin.put(`${REPORTS_API}/${live.id}`, asBody(frozen, { exact_indicators_copy: false }));
    expect(thawed.json().report).toMatchObject({ exact_indicators_copy: false, frozen_at: null });
    expect(await readReport(admin, live.id)).toMatchObject({ frozen_at: null });
  });
});
