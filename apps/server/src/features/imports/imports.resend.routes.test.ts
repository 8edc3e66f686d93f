import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { addTestUser, seedDataCollectionFixture, signedInWith, subjectContributors, type DataCollectionFixture } from '../data-collection/test-fixtures.js';
import { imports } from './imports.tables.js';

/**
 * The screen sends the same file again for each dry run (a corrected mapping) and for the import. Every one of
 * those reads must succeed: the file did not change. exceljs's streaming reader used to lose the workbook part
 * of a file whenever writing its temporary copy of a worksheet took longer than unzipper took to reach the end
 * of the archive (see xlsx-file-reader.ts), about one read in a hundred on a busy server and nearly every read
 * once the disk is slow; the import then failed as "could not be read as a spreadsheet".
 */
let t: TestApp;
let f: DataCollectionFixture;
let importer: TestAgent;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  const user = await addTestUser(t.db, f, { name: 'resender', permissions: ['subjects.read', 'inputs.write', 'imports.manage'], tagKeys: ['t_org'] });
  await t.db.insert(subjectContributors).values({ subjectId: f.oneLevel.id, userId: user.id });
  importer = await signedInWith(t, user.email);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** POST /api/import over a real connection, with the form the screen builds (import-upload.ts). */
async function post(data: Buffer, fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  form.append('authenticity_token', importer.csrfToken);
  form.append('responseType', 'json');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)]), 'template.xlsx');
  const cookie = [...importer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`http://127.0.0.1:${port}/api/import`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': importer.csrfToken, accept: 'application/json' },
    body: form,
  });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return (JSON.parse(body) as { import: Import }).import.id;
}

async function settled(id: number): Promise<Import> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const found = (await importer.get(`/api/import/${id}`)).json().import as Import;
    if (!['queued', 'running'].includes(found.state)) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Import ${id} did not settle`);
}

interface Outcome {
  id: number;
  state: string;
  rows: number;
  /** The stored failure (the parser's cause included) of a run that did not end done. */
  failure: unknown;
}

async function outcomeOf(id: number): Promise<Outcome> {
  const found = await settled(id);
  const [row] = await t.db.select({ failure: imports.failure }).from(imports).where(eq(imports.id, id));
  return { id, state: found.state, rows: found.counts.rows, failure: found.state === 'done' ? null : row?.failure };
}

/** What the screen sends: the first check without a mapping, then corrections of it. */
const MAPPINGS: Record<string, string>[] = [{}, { Period: 'period' }, { Period: 'period', Exports: 'ignore' }];

async function resend(data: Buffer, times: number, concurrently: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let round = 0; round < times; round++) {
    const mapping = MAPPINGS[round % MAPPINGS.length]!;
    outcomes.push(await outcomeOf(await post(data, { subject: 't_one', dry_run: 'true', ...(round === 0 ? {} : { mapping: JSON.stringify(mapping) }) })));
  }
  const ids = await Promise.all(Array.from({ length: concurrently }, () => post(data, { subject: 't_one', dry_run: 'true' })));
  outcomes.push(...(await Promise.all(ids.map(outcomeOf))));
  return outcomes;
}

/** Every write to a file waits `ms` first, as on a loaded or networked disk. */
async function withSlowDisk<T>(ms: number, run: () => Promise<T>): Promise<T> {
  const write = fs.write;
  fs.write = ((...args: unknown[]) => setTimeout(() => (write as (...all: unknown[]) => void)(...args), ms)) as unknown as typeof fs.write;
  try {
    return await run();
  } finally {
    fs.write = write;
  }
}

describe('sending the same file again', () => {
  it('reads it every time, one after another and several at once, on a quick disk and on a slow one', async () => {
    const template = await importer.get('/api/import/template?subject=t_one&period=2020');
    expect(template.statusCode).toBe(200);
    const data = template.rawPayload;

    const quick = await resend(data, 12, 4);
    const slow = await withSlowDisk(5, () => resend(data, 12, 4));

    const failed = [...quick, ...slow].filter((outcome) => outcome.state !== 'done');
    if (failed.length > 0) console.error('Imports that failed:', JSON.stringify(failed, null, 1));
    expect(failed).toEqual([]);
    // The same template each time: every run read the same rows.
    expect(new Set([...quick, ...slow].map((outcome) => outcome.rows)).size).toBe(1);
  });
});
