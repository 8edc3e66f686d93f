import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachedFile } from '@platform/shared/files/files.schemas';
import { files } from '../../../platform/files/files.tables.js';
import { multipartBody } from '../../../test/multipart.js';
import type { TestAgent } from '../../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLES } from '../../../test/zip-fixture.js';
import { inputs, subjects } from '../data-collection.tables.js';
import { API, type DataCollectionFixture, seedDataCollectionFixture, signedInAs, TWO_LEVEL_FIELDS } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let filesDir: string;
let contributorA: TestAgent;
let contributorB: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'input-files-'));
  t = await createTestApp({ overrides: { filesDir } });
  f = await seedDataCollectionFixture(t.db);
  // The two-level subject (entered per site) gets a field of attached files.
  await t.db
    .update(subjects)
    .set({ fields: [...TWO_LEVEL_FIELDS, { id: 'evidence', name: { en: 'Evidence', fr: 'Justificatif' }, type: 'files', localized: false, required: false }] })
    .where(eq(subjects.id, f.twoLevel.id));
  [contributorA, contributorB, approver] = await Promise.all([signedInAs(t, f, 'contributorA'), signedInAs(t, f, 'contributorB'), signedInAs(t, f, 'approver')]);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const two = `${API}/subjects/t_two`;

/** Uploads one file as the form's uploader does; answers the stored file as the upload describes it. */
async function upload(agent: TestAgent, filename: string, data: Buffer = SAMPLES.pdf): Promise<AttachedFile> {
  const { body, contentType } = multipartBody([{ name: 'upload', filename, data }]);
  const response = await agent.request('POST', '/api/ckeditor/attachment_files', body, { 'content-type': contentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files[0];
}

const create = (agent: TestAgent, site: string, evidence: readonly AttachedFile[], period = '2022') =>
  agent.post(`${two}/inputs`, { period, tags: { t_org: site }, values: { emissions: 5, evidence } });

async function fileRow(oid: string) {
  const [row] = await t.db.select().from(files).where(eq(files.oid, oid));
  return row;
}

function expectRefused(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
}

describe('files of an input’s files field', () => {
  it('are attached to the input it is created with: its readers download them, a contributor of another organisation cannot', async () => {
    const report = await upload(contributorA, 'verification report.pdf');
    const response = await create(contributorA, 't_site_a1', [report]);
    expect(response.statusCode, response.body).toBe(201);
    const { input } = response.json();
    // The value keeps what the server knows of the file, not the upload's extra details.
    expect(input.values.evidence).toEqual([{ oid: report.oid, name: 'verification report.pdf', url: report.url }]);
    expect(await fileRow(report.oid)).toMatchObject({ recordType: 'input', recordId: String(input.id) });

    const download = await approver.get(report.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    // Another organisation's input is not there for them, nor are its files.
    expectRefused(await contributorB.get(report.url), 404, 'NOT_FOUND');
    // The input's own file list: its readers see it, only those who may still edit the input may remove a file.
    const asApprover = await approver.get(`/api/files?record_type=input&record_id=${input.id}`);
    expect(asApprover.json()).toMatchObject({ files: [{ oid: report.oid, abilities: { delete: false } }], abilities: { attach: false } });
    const asContributor = await contributorA.get(`/api/files?record_type=input&record_id=${input.id}`);
    expect(asContributor.json()).toMatchObject({ files: [{ oid: report.oid, abilities: { delete: true } }], abilities: { attach: true } });
    // An input out of the caller's scope is not revealed.
    expectRefused(await contributorB.get(`/api/files?record_type=input&record_id=${input.id}`), 404, 'NOT_FOUND');
  });

  it('refuse (422 INVALID on the field) someone else’s upload, a file attached elsewhere or an unknown oid, and write nothing', async () => {
    const theirs = await upload(contributorB, 'theirs.pdf');
    const refused = await create(contributorA, 't_site_a2', [theirs]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVALID_RECORD', details: { evidence: [{ error: 'INVALID' }] } });
    expect(await fileRow(theirs.oid)).toMatchObject({ recordType: null, recordId: null });
    expect((await contributorA.get(`${two}/inputs?period=2022`)).json().inputs.map((item: { tags: object }) => item.tags)).not.toContainEqual({ t_org: 't_site_a2' });

    const mine = await upload(contributorA, 'mine.pdf');
    const first = await create(contributorA, 't_site_a2', [mine], '2021');
    expect(first.statusCode).toBe(201);
    const elsewhere = await create(contributorA, 't_site_a2', [mine]);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().details).toEqual({ evidence: [{ error: 'INVALID' }] });
    expect(await fileRow(mine.oid)).toMatchObject({ recordId: String(first.json().input.id) });

    const unknown = await create(contributorA, 't_site_a2', [{ ...mine, oid: 'no-such-file' }]);
    expect(unknown.json().details).toEqual({ evidence: [{ error: 'INVALID' }] });
  });

  it('on an edit, keep the files still named and delete the ones taken out (the history keeps their names)', async () => {
    const kept = await upload(contributorA, 'kept.pdf');
    const dropped = await upload(contributorA, 'dropped.pdf');
    const created = (await create(contributorA, 't_site_a2', [kept, dropped])).json().input;
    const added = await upload(contributorA, 'added.pdf');
    const response = await contributorA.put(`${two}/inputs/${created.id}`, {
      lock_version: created.lock_version,
      values: { emissions: 5, evidence: [created.values.evidence[0], added] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().input.values.evidence.map((file: AttachedFile) => file.name)).toEqual(['kept.pdf', 'added.pdf']);
    expect((await approver.get(kept.url)).statusCode).toBe(200);
    expect((await approver.get(added.url)).statusCode).toBe(200);
    expect(await fileRow(dropped.oid)).toBeUndefined();
    expectRefused(await approver.get(dropped.url), 404, 'NOT_FOUND');
    const detail = (await contributorA.get(`${two}/inputs/${created.id}`)).json();
    expect(detail.history.at(-1).changes.evidence.from.map((file: AttachedFile) => file.name)).toEqual(['kept.pdf', 'dropped.pdf']);

    // Emptying the field takes the rest off.
    const emptied = await contributorA.put(`${two}/inputs/${created.id}`, { lock_version: created.lock_version + 1, values: { emissions: 5 } });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await t.db.$count(files, eq(files.recordId, String(created.id)))).toBe(0);
  });

  it('are frozen with the input once it is past the contributor: nobody deletes them, its readers still download them', async () => {
    const report = await upload(contributorA, 'approved.pdf');
    const created = (await create(contributorA, 't_site_a1', [report], '2021')).json().input;
    await t.db.update(inputs).set({ state: 'approved' }).where(eq(inputs.id, created.id));
    expectRefused(await contributorA.delete(`/api/files/${report.oid}`), 403, 'ACCESS_DENIED');
    expectRefused(await approver.delete(`/api/files/${report.oid}`), 403, 'ACCESS_DENIED');
    expect((await contributorA.get(report.url)).statusCode).toBe(200);
    expect((await approver.get(report.url)).statusCode).toBe(200);
  });

  it('of a deleted input are kept but read by nobody, as the input itself', async () => {
    const report = await upload(contributorB, 'withdrawn.pdf');
    const created = (await create(contributorB, 't_site_b1', [report])).json();
    expect((await contributorB.request('DELETE', `${two}/inputs`, { ids: [created.input.id] })).statusCode).toBe(200);
    expectRefused(await contributorB.get(report.url), 404, 'NOT_FOUND');
    expectRefused(await approver.get(report.url), 404, 'NOT_FOUND');
    expect(await fileRow(report.oid)).toMatchObject({ recordId: String(created.input.id) });
  });
});
