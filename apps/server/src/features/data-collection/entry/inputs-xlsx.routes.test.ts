import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TestAgent } from '../../../test/test-agent.js';
import { API, type DataCollectionFixture, insertInput, seedDataCollectionFixture, signedInAs } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  await insertInput(t.db, f, {
    subject: f.oneLevel,
    period: '2021',
    tag: 't_org_a',
    values: { production: 1234.5, kind: 'other', kind_details: 'Recycled', measured_on: '2021-03-04' },
    notApplicable: { exports: 'No exports' },
    state: 'approved',
  });
  await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_a', values: { production: 0 }, state: 'refused' });
  await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_b', values: { production: 99 }, state: 'submitted' });
});
afterAll(() => t.close());

async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /subjects/{key}/inputs_xlsx', () => {
  it('gives the inputs the caller may see as an xlsx file, with numbers as numbers and headers in the caller’s language', async () => {
    const contributor = await signedInAs(t, f, 'contributorA');
    const response = await contributor.get(`${API}/subjects/t_one/inputs_xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="t_one-inputs.xlsx"; filename*=UTF-8''t_one-inputs.xlsx`);
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([
      'Test organisations',
      'Period',
      'Production',
      'Exports',
      'Kind',
      'Details',
      'Measured on',
      'Comment',
      'Not applicable',
      'State',
      'Justification',
      'Refusal reason',
      'Updated at',
      'Updated by',
    ]);
    // Contributor A sees Alpha's inputs only.
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 10)).toEqual(['Alpha Metals', '2021', 1234.5, undefined, 'Other', 'Recycled', '2021-03-04', undefined, 'Exports: No exports', 'Approved']);
    expect(rows[1]![12]).toBeInstanceOf(Date);
    expect(rows[1]![13]).toBe(f.users.contributorA.email);
    // Zero stays a number, distinct from an empty cell.
    expect(rows[2]!.slice(0, 4)).toEqual(['Alpha Metals', '2022', 0, undefined]);
    expect(rows[2]![9]).toBe('Refused');
  });

  it('speaks French to a French-speaking user and filters like the list', async () => {
    const preapprover = await signedInAs(t, f, 'preapprover');
    const rows = await sheetOf((await preapprover.get(`${API}/subjects/t_one/inputs_xlsx?period=2021`)).rawPayload);
    expect(rows[0]!.slice(0, 5)).toEqual(['Organisations de test', 'Période', 'Production', 'Exportations', 'Type']);
    expect(rows.slice(1).map((row) => [row[0], row[4], row[8], row[9]])).toEqual([['Métaux Alpha', 'Autre', 'Exportations: No exports', 'Approuvée']]);
    const submitted = await sheetOf((await preapprover.get(`${API}/subjects/t_one/inputs_xlsx?state=submitted`)).rawPayload);
    expect(submitted.slice(1).map((row) => row[0])).toEqual(['Fonderie Bêta']);
  });

  it('is refused to users without subjects.read and visitors, and 404 for an unknown subject', async () => {
    expect((await (await signedInAs(t, f, 'nobody')).get(`${API}/subjects/t_one/inputs_xlsx`)).statusCode).toBe(403);
    expect((await (await new TestAgent(t.app).start()).get(`${API}/subjects/t_one/inputs_xlsx`)).statusCode).toBe(401);
    expect((await (await signedInAs(t, f, 'reader')).get(`${API}/subjects/nothing/inputs_xlsx`)).statusCode).toBe(404);
  });
});
