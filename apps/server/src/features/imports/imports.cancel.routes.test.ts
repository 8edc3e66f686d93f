import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@platform/shared/imports/import-limits';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { tags } from '../../platform/tags/tags.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { multipartBody } from '../../test/multipart.js';
import { addTestUser, inputHistory, inputs, seedDataCollectionFixture, signedInWith, subjectContributors, type DataCollectionFixture } from '../data-collection/test-fixtures.js';

const SITES = 12_000;

let t: TestApp;
let f: DataCollectionFixture;
let importer: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  // Enough sites under Alpha Metals for an import of many batches into the per-site subject.
  const [alpha] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.key, 't_org_a'));
  for (let start = 0; start < SITES; start += 2_000) {
    await t.db.insert(tags).values(
      Array.from({ length: 2_000 }, (_, index) => ({
        clientId: f.clientId,
        key: `t_bulk_${start + index}`,
        dimension: 't_org',
        parentId: alpha!.id,
        depth: 2,
        name: { en: `Bulk site ${start + index}`, fr: `Site en nombre ${start + index}` },
        position: 10 + start + index,
      })),
    );
  }
  const user = await addTestUser(t.db, f, { name: 'canceller', permissions: ['subjects.read', 'inputs.write', 'imports.manage'], tagKeys: ['t_org_a'] });
  await t.db.insert(subjectContributors).values({ subjectId: f.twoLevel.id, userId: user.id });
  importer = await signedInWith(t, user.email);
}, 60_000);
afterAll(() => t.close());

describe('cancelling a running import', () => {
  it('stops after the batch being written: the rows written are whole batches, each input with its history', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Test organisations', 'Period', 'Emissions']);
    for (let index = 0; index < SITES; index++) sheet.addRow([`t_bulk_${index}`, '2022', index]);
    const { body, contentType } = multipartBody([
      { name: 'authenticity_token', value: importer.csrfToken },
      { name: 'subject', value: 't_two' },
      { name: 'dry_run', value: 'false' },
      { name: 'only_valid', value: 'true' },
      { name: 'file', filename: 'many.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
    ]);
    const created = await importer.request('POST', '/api/import', body, { 'content-type': contentType });
    expect(created.statusCode).toBe(201);
    const id = created.json().import.id as number;

    let current: Import = created.json().import;
    while (current.progress.done === 0 && ['queued', 'running'].includes(current.state)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = (await importer.get(`/api/import/${id}`)).json().import;
    }
    expect(current.state).toBe('running');
    expect((await importer.post(`/api/import/${id}/cancel`)).json().import.history.at(-1).event).toBe('cancel_requested');
    while (['queued', 'running'].includes(current.state)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = (await importer.get(`/api/import/${id}`)).json().import;
    }

    expect(current.state).toBe('cancelled');
    expect(current.history.map((entry) => entry.event)).toEqual(['queued', 'started', 'cancel_requested', 'cancelled']);
    const written = await t.db.select({ id: inputs.id, values: inputs.values, state: inputs.state }).from(inputs).where(eq(inputs.subjectId, f.twoLevel.id));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(SITES);
    expect(written.length % IMPORT_LIMITS.batchSize).toBe(0);
    expect(current.counts.created).toBe(written.length);
    expect(written.every((input) => typeof input.values.emissions === 'number' && input.state === 'submitted')).toBe(true);
    const [histories] = await t.db
      .select({ total: count() })
      .from(inputHistory)
      .where(
        inArray(
          inputHistory.inputId,
          written.map((input) => input.id),
        ),
      );
    expect(histories!.total).toBe(written.length);
  }, 120_000);
});
