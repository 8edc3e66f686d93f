import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody } from '../../test/multipart.js';
import type { TestAgent } from '../../test/test-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SAMPLES } from '../../test/zip-fixture.js';
import { indicatorIdOf, INDICATORS_API, signedIn, visitor } from './test-indicators.seed.js';

let t: TestApp;
let filesDir: string;
let stagingDir: string;
let admin: TestAgent;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'indicator-files-'));
  stagingDir = await mkdtemp(path.join(tmpdir(), 'indicator-staging-'));
  vi.stubEnv('TMPDIR', stagingDir);
  t = await createTestApp({ overrides: { filesDir } });
  admin = await signedIn(t, 'admin@example.org');
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
  await rm(filesDir, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
});

/** Uploads a file as the back-office's uploader does; answers its oid. */
async function upload(agent: TestAgent, filename: string, data: Buffer): Promise<string> {
  const { body, contentType } = multipartBody([{ name: 'upload', filename, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ckeditor/attachment_files',
    headers: { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'content-type': contentType, 'x-csrf-token': agent.csrfToken },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().files[0].oid;
}

const attach = async (agent: TestAgent, key: string, oids: string[]) =>
  agent.post('/api/files/attach', { record_type: 'indicator', record_id: String(await indicatorIdOf(t.db, key)), oids });

describe('files attached to an indicator', () => {
  it('are attached by an administrator, listed on the indicator and downloaded by any visitor from its own address', async () => {
    const oid = await upload(admin, 'Methodology 2021.pdf', SAMPLES.pdf);
    expect((await attach(admin, 'emissions_ges', [oid])).statusCode).toBe(200);

    const reader = await visitor(t);
    const { indicator } = (await reader.get(`${INDICATORS_API}/emissions_ges`)).json();
    expect(indicator.id).toBe(await indicatorIdOf(t.db, 'emissions_ges'));
    expect(indicator.attachments).toEqual([
      {
        oid,
        name: 'Methodology 2021.pdf',
        url: `/api/services/indicators/emissions_ges/attachments/${oid}`,
        size: SAMPLES.pdf.length,
        content_type: 'application/pdf',
      },
    ]);
    const download = await reader.get(indicator.attachments[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // The files feature's own list answers signed-in readers, with delete for the administrator only.
    const listed = await admin.get(`/api/files?record_type=indicator&record_id=${indicator.id}`);
    expect(listed.json()).toMatchObject({ files: [{ oid, abilities: { delete: true } }], abilities: { attach: true } });
    const approver = await signedIn(t, 'approver@example.org');
    expect((await approver.get(`/api/files?record_type=indicator&record_id=${indicator.id}`)).json()).toMatchObject({ abilities: { attach: false } });
  });

  it("serves no file through another indicator's address, nor one attached to no indicator", async () => {
    const oid = await upload(admin, 'notes.csv', SAMPLES.csv);
    expect((await (await visitor(t)).get(`${INDICATORS_API}/hap/attachments/${oid}`)).statusCode).toBe(404);
    await attach(admin, 'hap', [oid]);
    const reader = await visitor(t);
    expect((await reader.get(`${INDICATORS_API}/hap/attachments/${oid}`)).statusCode).toBe(200);
    expect((await reader.get(`${INDICATORS_API}/emissions_ges/attachments/${oid}`)).statusCode).toBe(404);
    expect((await reader.get(`${INDICATORS_API}/no_such_indicator/attachments/${oid}`)).statusCode).toBe(404);
  });

  it('are attached by those who manage indicators only', async () => {
    const approver = await signedIn(t, 'approver@example.org');
    const oid = await upload(approver, 'mine.pdf', SAMPLES.pdf);
    expect((await attach(approver, 'hap', [oid])).statusCode).toBe(403);
    expect((await admin.post('/api/files/attach', { record_type: 'indicator', record_id: '999999', oids: [oid] })).statusCode).toBe(404);
  });
});
