import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readPdf } from './pdf/read-pdf.js';
import { reportPdfs } from './reports.tables.js';
import { ADMIN, asBody, CONTRIBUTOR, CONTRIBUTOR_2, createReport, REPORTS_API, signedIn, userIdOf } from './test-reports.seed.js';

let t: TestApp;
let filesDir: string;
let admin: TestAgent;
let contributor: TestAgent;
let outsider: TestAgent;
/** What the server logged at warning level and above: a route that answers twice logs it there. */
const warnings: string[] = [];
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'report-pdfs-'));
  t = await createTestApp({
    overrides: { filesDir },
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void warnings.push(line) },
    jobs: { settings: TEST_JOB_SETTINGS },
  });
  [admin, contributor, outsider] = await Promise.all([signedIn(t, ADMIN), signedIn(t, CONTRIBUTOR), signedIn(t, CONTRIBUTOR_2)]);
});
afterAll(async () => {
  // The 202s and redirects are answered once (registerCall leaves a reply its handler sent alone).
  expect(warnings.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const pdfPath = (report: Report, locale: 'en' | 'fr') => `${REPORTS_API}/${report.id}/pdf?locale=${locale}`;

/** Asks for the PDF until it is made: 202 with the rendering's state meanwhile, then the file. */
async function downloadPdf(agent: TestAgent, report: Report, locale: 'en' | 'fr') {
  return vi.waitFor(
    async () => {
      const response = await agent.get(pdfPath(report, locale));
      if (response.statusCode === 202) expect(['queued', 'rendering']).toContain(response.json().state);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return response;
    },
    { timeout: 60_000, interval: 200 },
  );
}

const storedFiles = async () => (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe('GET /api/reports/{id}/pdf', () => {
  it('queues the rendering (202 with its state and progress), then answers the PDF in the language asked for', async () => {
    const report = await createReport(admin);
    const first = await admin.get(pdfPath(report, 'fr'));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ state: expect.stringMatching(/^(queued|rendering)$/), progress: { done: expect.any(Number), total: expect.any(Number) } });

    const fr = await downloadPdf(admin, report, 'fr');
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toMatch(/^attachment; .*Rapport%20de%20test\.pdf/);
    const read = await readPdf(fr.rawPayload);
    expect(read.title).toBe('Rapport de test');
    expect(read.pages.at(-1)!.text).toMatch(/page \d+ sur \d+/i);

    const en = await readPdf((await downloadPdf(admin, report, 'en')).rawPayload);
    expect(en.title).toBe('Test report');
  });

  it('renders a version once: asked again it answers the same file at once; a change of the report renders it again and drops the old file', async () => {
    const report = await createReport(admin);
    const made = await downloadPdf(admin, report, 'en');
    const [row] = await t.db.select().from(reportPdfs).where(eq(reportPdfs.reportId, report.id));
    const filesBefore = await storedFiles();

    const again = await admin.get(pdfPath(report, 'en'));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(made.rawPayload)).toBe(true);
    const [same] = await t.db.select().from(reportPdfs).where(eq(reportPdfs.reportId, report.id));
    expect(same!.storageKey).toBe(row!.storageKey);

    const saved = await admin.put(`${REPORTS_API}/${report.id}`, asBody(report, { title: { en: 'Renamed report', fr: 'Rapport renommé' } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.get(pdfPath(report, 'en'))).statusCode).toBe(202);
    // The old version's file is no longer served, nor kept.
    expect(await storedFiles()).toBe(filesBefore - 1);
    const renamed = await readPdf((await downloadPdf(admin, report, 'en')).rawPayload);
    expect(renamed.title).toBe('Renamed report');
  });

  it('is for those who may read the report: a user it is shared with downloads it, another contributor is refused, and deleting it removes its files', async () => {
    const report = await createReport(admin);
    expect((await contributor.get(pdfPath(report, 'en'))).statusCode).toBe(403);
    const shared = await admin.put(`${REPORTS_API}/${report.id}/share`, { user_ids: [await userIdOf(t.db, CONTRIBUTOR)] });
    expect(shared.statusCode, shared.body).toBe(200);
    await downloadPdf(contributor, report, 'en');
    const refused = await outsider.get(pdfPath(report, 'en'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCESS_DENIED');

    const filesBefore = await storedFiles();
    expect((await admin.delete(`${REPORTS_API}/${report.id}`)).statusCode).toBe(204);
    expect(await storedFiles()).toBe(filesBefore - 1);
    expect((await admin.get(pdfPath(report, 'en'))).statusCode).toBe(404);
  });

  it('refuses a language it does not know (422)', async () => {
    const report = await createReport(admin);
    const response = await admin.get(`${REPORTS_API}/${report.id}/pdf?locale=de`);
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/report_summary', () => {
  it("sends anyone to the client's static summary until an edition is published as the summary, then serves that edition's PDF in their language", async () => {
    const visitor = new TestAgent(t.app);
    const before = await visitor.get('/api/report_summary?locale=fr');
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toMatch(/\/demo\/report-summary-2024-fr\.pdf$/);

    const report = await createReport(admin);
    const published = await admin.post(`${REPORTS_API}/${report.id}/publish`, { public_summary: true });
    expect(published.statusCode, published.body).toBe(200);
    // Publishing started both languages' renderings: the visitor's request finds them under way or made.
    const fr = await vi.waitFor(
      async () => {
        const response = await visitor.get('/api/report_summary?locale=fr');
        expect(response.statusCode).toBe(200);
        return response;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(fr.rawPayload)).title).toBe('Rapport de test');
    const rows = await t.db.select().from(reportPdfs).where(eq(reportPdfs.reportId, report.id));
    expect(rows.map((row) => row.locale).sort()).toEqual(['en', 'fr']);
  });
});
