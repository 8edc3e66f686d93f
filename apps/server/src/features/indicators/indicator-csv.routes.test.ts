import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings } from '@platform/shared/clients/client.schemas';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { csvCell } from './indicator-csv.js';
import { INDICATORS_API, publishValues, signedIn, visitor } from './test-indicators.seed.js';

let t: TestApp;
const REVISED = new Date('2025-02-03T12:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://report.example.org/' } });
  await publishValues(t.db, 'autre_nombre_employes', [
    { period: '2020', value: 9800, revisedAt: REVISED },
    { period: '2021', value: 10100.5, revisedAt: REVISED },
    { period: '2021', value: 4200, tags: { organisation: 'boreal' }, revisedAt: REVISED },
    { period: '2021', value: null, tags: { organisation: 'laurentide' }, revisedAt: REVISED },
  ]);
});
afterAll(() => t.close());

/** Reads CSV text back as a spreadsheet would (RFC 4180: quoted fields, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const download = async (query = '') => (await visitor(t)).get(`/api/indicators/autre_nombre_employes${query}`);

describe('GET /indicators/{key} (the CSV export)', () => {
  it('downloads the figures for any visitor: UTF-8 with a byte order mark, a metadata block, a blank line, then a row per figure', async () => {
    const { indicator } = (await (await visitor(t)).get(`${INDICATORS_API}/autre_nombre_employes`)).json();
    const unit = indicator.unit?.en ?? '';
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="autre_nombre_employes\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([
      ['Indicator', 'Number of employees'],
      ['Source', 'Quebec Aluminium Association — Sustainability Report'],
      ['Unit', unit],
      ['Methodology', 'https://report.example.org/indicators/social/emploi/autre_nombre_employes'],
      ['Last revised', '2025-02-03'],
      ['Licence', 'CC BY 4.0'],
      [''],
      ['Period', 'Breakdown', 'Value', 'Unit'],
      ['2020', 'Total', '9800', unit],
      ['2021', 'Total', '10100.5', unit],
      ['2021', 'Boréal Aluminium', '4200', unit],
      ['2021', 'Laurentide Metals', '', unit],
    ]);
  });

  it('speaks French when asked, and quotes or disarms what a spreadsheet would misread', async () => {
    const admin = await signedIn(t, 'admin@example.org');
    const current = (await admin.get(`${INDICATORS_API}/autre_nombre_employes`)).json().indicator;
    const saved = await admin.put(`${INDICATORS_API}/autre_nombre_employes`, {
      indicator: {
        path: current.path,
        name: { en: 'Employees', fr: '=HYPERLINK("https://evil.example","Employés, "directs"")' },
        type: current.type,
        unit: { en: 'jobs', fr: '-emplois' },
        chart_kind: current.chart_kind,
        calculation: current.calculation,
        methodology: current.methodology,
        notes: current.notes,
      },
    });
    expect(saved.statusCode).toBe(200);
    const rows = parseCsv((await download('?locale=fr')).rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Indicateur', '\'=HYPERLINK("https://evil.example","Employés, "directs"")']);
    expect(rows[2]).toEqual(['Unité', "'-emplois"]);
    expect(rows[7]).toEqual(['Période', 'Ventilation', 'Valeur', 'Unité']);
    expect(rows[8]).toEqual(['2020', 'Total', '9800', "'-emplois"]);
  });

  it('says which figures are provisional in a status column, and leaves them out where the client hides them from visitors', async () => {
    const setReport = async (report: ClientSettings['report']) => {
      const [client] = await t.db.select().from(clients).where(eq(clients.name, 'demo'));
      await t.db
        .update(clients)
        .set({ settings: { ...client!.settings, report } })
        .where(eq(clients.id, client!.id));
    };
    await setReport({ published_at: '2025-06-15', published_through: '2020-12-31' });
    try {
      const figures = (rows: string[][]) => rows.slice(7);
      const english = parseCsv((await download()).rawPayload.subarray(3).toString('utf8'));
      expect(figures(english).map((row) => [row[0], row[1], row[4]])).toEqual([
        ['Period', 'Breakdown', 'Status'],
        ['2020', 'Total', ''],
        ['2021', 'Total', 'provisional'],
        ['2021', 'Boréal Aluminium', 'provisional'],
        ['2021', 'Laurentide Metals', 'provisional'],
      ]);
      const french = parseCsv((await download('?locale=fr')).rawPayload.subarray(3).toString('utf8'));
      expect(figures(french).map((row) => [row[0], row[4]])).toEqual([
        ['Période', 'Statut'],
        ['2020', ''],
        ['2021', 'provisoire'],
        ['2021', 'provisoire'],
        ['2021', 'provisoire'],
      ]);
      await setReport({ published_at: '2025-06-15', published_through: '2020-12-31', hide_provisional: true });
      const hidden = parseCsv((await download()).rawPayload.subarray(3).toString('utf8'));
      // Nothing provisional is left in it: the file has its usual four columns.
      expect(figures(hidden).map((row) => row.slice(0, 3))).toEqual([
        ['Period', 'Breakdown', 'Value'],
        ['2020', 'Total', '9800'],
      ]);
      expect(figures(hidden)[0]).toHaveLength(4);
    } finally {
      await setReport({ published_at: '2025-06-15' });
    }
  });

  it('answers 404 for an unknown indicator and 422 for an unknown language', async () => {
    expect((await (await visitor(t)).get('/api/indicators/no_such_indicator')).statusCode).toBe(404);
    expect((await download('?locale=de')).statusCode).toBe(422);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and puts an apostrophe before a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
  });
});
