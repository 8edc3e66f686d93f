import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import type { Export, ExportBody, ExportState } from '@platform/shared/exports/exports.schemas';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { TEST_JOB_SETTINGS } from '../../test/job-fixtures.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addTestUser, seedDataCollectionFixture, signedInWith, type DataCollectionFixture } from '../data-collection/test-fixtures.js';
import { EXPORT_JOB, exports, type ExportJobData } from './test-fixtures.js';

/** The app with quick job polling, its stored files in a folder of the test's own (removed on close). */
export async function createExportsTestApp(): Promise<TestApp & { filesDir: string }> {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'exports-files-'));
  const t = await createTestApp({ overrides: { filesDir }, jobs: { settings: TEST_JOB_SETTINGS } });
  return {
    ...t,
    filesDir,
    async close() {
      await t.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export const EXPORTER_RIGHTS: PermissionKey[] = ['subjects.read', 'inputs.write', 'exports.manage'];

/** The data collection fixture, and exporters: one for each organisation, one for both. */
export async function seedExporters(t: TestApp) {
  const f: DataCollectionFixture = await seedDataCollectionFixture(t.db);
  const exporterA = await addTestUser(t.db, f, { name: 'exporterA', permissions: EXPORTER_RIGHTS, tagKeys: ['t_org_a'] });
  const exporterB = await addTestUser(t.db, f, { name: 'exporterB', permissions: EXPORTER_RIGHTS, tagKeys: ['t_org_b'] });
  const exporterAll = await addTestUser(t.db, f, { name: 'exporterAll', permissions: EXPORTER_RIGHTS, tagKeys: ['t_org'] });
  return { f, users: { exporterA, exporterB, exporterAll } };
}

export const signedInAsUser = (t: TestApp, user: { email: string }): Promise<TestAgent> => signedInWith(t, user.email);

/** Asks for an export and answers it as created (201). */
export async function startExport(agent: TestAgent, body: object): Promise<Export> {
  const response = await agent.post('/api/export', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().export;
}

/** Waits until the export is in `state` (done by default), as the export screens poll it. */
export async function waitForExport(agent: TestAgent, id: number, state: Export['state'] = 'done'): Promise<Export> {
  return vi.waitFor(
    async () => {
      const response = await agent.get(`/api/export/${id}`);
      expect(response.statusCode).toBe(200);
      const found: Export = response.json().export;
      expect(found.state).toBe(state);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** A workbook's sheets as the cells' values, row by row (empty cells as null). */
export async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

export function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null)));
  return rows;
}

/** A csv file's rows (a test's values hold no comma, quote or line break). */
export function csvRowsOf(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** An export recorded as the create call records it, in the given state, without its job (tests send one if they need it). */
export async function insertExport(
  t: TestApp,
  values: { clientId: number; createdById: number; state: ExportState; createdAt?: Date; updatedAt?: Date; body?: ExportBody },
): Promise<number> {
  const [row] = await t.db
    .insert(exports)
    .values({
      clientId: values.clientId,
      createdById: values.createdById,
      state: values.state,
      request: values.body ?? { kind: 'inputs', subjects: ['t_one'], format: 'xlsx', locale: 'en' },
      fileName: 'test.xlsx',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning({ id: exports.id });
  return row!.id;
}

/** The export's job, sent to run in an hour: the export stays queued (or running) with a job waiting behind it. */
export function sendLaterJob(t: TestApp, data: ExportJobData): Promise<string> {
  return t.jobs.send(EXPORT_JOB, data, { startAfter: 3600 });
}
