import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@platform/shared/files/upload-rules';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { files } from '../../platform/files/files.tables.js';
import { multipartBody, type MultipartPart } from '../../test/multipart.js';
import { TestAgent } from '../../test/test-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { makeDocx, makeZip, SAMPLES } from '../../test/zip-fixture.js';

let t: TestApp;
let filesDir: string;
/** Where uploads wait while they are checked (this file's own temporary folder). */
let stagingDir: string;
let admin: TestAgent;
let contributor: TestAgent;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'files-routes-'));
  stagingDir = await mkdtemp(path.join(tmpdir(), 'files-staging-'));
  vi.stubEnv('TMPDIR', stagingDir);
  t = await createTestApp({ overrides: { filesDir } });
  admin = await signedIn('admin@example.org');
  contributor = await signedIn('contributor@example.org');
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
  await rm(filesDir, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
});
// Each test starts with no file stored, so "stores nothing" is checked against an empty table and folder.
beforeEach(async () => {
  await t.db.delete(files);
  await rm(filesDir, { recursive: true, force: true });
});

async function signedIn(email: string): Promise<TestAgent> {
  const agent = await new TestAgent(t.app).start();
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

const cookieOf = (agent: TestAgent) => [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A multipart POST as the web uploader sends it; `token: 'field'` sends the CSRF token only as authenticity_token. */
function post(agent: TestAgent, url: string, parts: readonly MultipartPart[], token: 'header' | 'field' | 'none' = 'header'): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(token === 'field' ? [{ name: 'authenticity_token', value: agent.csrfToken }, ...parts] : parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookieOf(agent), 'content-type': contentType, ...(token === 'header' ? { 'x-csrf-token': agent.csrfToken } : {}) },
    payload: body,
  });
}

const file = (filename: string, data: Buffer): MultipartPart => ({ name: 'upload', filename, data });
const uploadAttachment = (agent: TestAgent, filename: string, data: Buffer, token?: 'header' | 'field' | 'none') =>
  post(agent, '/api/ckeditor/attachment_files', [file(filename, data)], token);

async function storedFileCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function expectNothingStored(): Promise<void> {
  expect(await t.db.$count(files)).toBe(0);
  expect(await storedFileCount()).toBe(0);
  // Not even a temporary copy is left.
  expect(await readdir(stagingDir)).toEqual([]);
}

function expectRefused(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  expect(response.json().feedback).toEqual(expect.any(String));
}

async function attachToClient(agent: TestAgent, oids: string[]) {
  return agent.post('/api/files/attach', { record_type: 'client', record_id: 'demo', oids });
}

describe('POST /api/ckeditor/attachment_files', () => {
  it('stores an allowed file under a random name outside the web root and answers its oid, name and url', async () => {
    const response = await uploadAttachment(admin, 'Rapport 2021.pdf', SAMPLES.pdf);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = response.json().files;
    expect(stored).toMatchObject({ name: 'Rapport 2021.pdf', size: SAMPLES.pdf.length, content_type: 'application/pdf' });
    expect(stored.oid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(stored.url).toBe(`/api/files/${stored.oid}`);
    const [row] = await t.db.select().from(files).where(eq(files.oid, stored.oid));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(row!.recordType).toBeNull();
    expect(await storedFileCount()).toBe(1);

    const download = await admin.get(stored.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Rapport 2021.pdf"; filename*=UTF-8''Rapport%202021.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes several files at once, and the token as the authenticity_token field instead of the header', async () => {
    const response = await post(admin, '/api/ckeditor/attachment_files', [file('a.csv', SAMPLES.csv), file('b.docx', makeDocx())], 'field');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().files.map((item: { name: string }) => item.name)).toEqual(['a.csv', 'b.docx']);
    expect(await storedFileCount()).toBe(2);
  });

  it('accepts a file of exactly 31457280 bytes', async () => {
    const response = await uploadAttachment(admin, 'large.csv', Buffer.alloc(MAX_UPLOAD_BYTES, 'a'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().files[0].size).toBe(MAX_UPLOAD_BYTES);
  });

  it('replaces single quotes in the name by underscores', async () => {
    const response = await uploadAttachment(admin, "l'usine d'Alma.pdf", SAMPLES.pdf);
    expect(response.statusCode).toBe(201);
    expect(response.json().files[0].name).toBe('l_usine d_Alma.pdf');
  });
});

describe('a bad upload gets a clear 4xx and stores nothing', () => {
  it('a wrong extension: 422 EXTENSION_NOT_ALLOWED', async () => {
    const response = await uploadAttachment(admin, 'setup.exe', SAMPLES.pdf);
    expectRefused(response, 422, 'EXTENSION_NOT_ALLOWED');
    expect(response.json().details.upload[0]).toEqual({ error: 'EXTENSION_NOT_ALLOWED', extension: 'exe' });
    await expectNothingStored();
  });

  it('content that does not match the extension: 422 CONTENT_MISMATCH', async () => {
    expectRefused(await uploadAttachment(admin, 'photo.png', SAMPLES.pdf), 422, 'CONTENT_MISMATCH');
    expectRefused(await uploadAttachment(admin, 'figures.csv', SAMPLES.elf), 422, 'CONTENT_MISMATCH');
    await expectNothingStored();
  });

  it('31457280 + 1 bytes: 413 FILE_TOO_LARGE, cut while streaming', async () => {
    const response = await uploadAttachment(admin, 'large.csv', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a'));
    expectRefused(response, 413, 'FILE_TOO_LARGE');
    expect(response.json().details.upload[0]).toEqual({ error: 'FILE_TOO_LARGE', max: 31457280 });
    await expectNothingStored();
  });

  it('a path in the file name: 422 INVALID_FILE_NAME', async () => {
    expectRefused(await uploadAttachment(admin, '../../etc/cron.d/job.csv', SAMPLES.csv), 422, 'INVALID_FILE_NAME');
    expectRefused(await uploadAttachment(admin, 'C:\\temp\\figures.csv', SAMPLES.csv), 422, 'INVALID_FILE_NAME');
    await expectNothingStored();
  });

  it('a zip bomb inside an allowed zip: 422 INVALID_ARCHIVE', async () => {
    const bomb = makeZip([{ name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }]);
    expectRefused(await uploadAttachment(admin, 'figures.zip', bomb), 422, 'INVALID_ARCHIVE');
    expectRefused(await uploadAttachment(admin, 'report.docx', makeDocx([{ name: '../../outside.xml', data: 'x' }])), 422, 'INVALID_ARCHIVE');
    await expectNothingStored();
  });

  it('a good file with a bad one in the same request: the whole request is refused', async () => {
    const response = await post(admin, '/api/ckeditor/attachment_files', [file('a.pdf', SAMPLES.pdf), file('b.exe', SAMPLES.pdf)]);
    expectRefused(response, 422, 'EXTENSION_NOT_ALLOWED');
    await expectNothingStored();
  });

  it('a request without the token: 403 INVALID_CSRF_TOKEN', async () => {
    expectRefused(await uploadAttachment(admin, 'a.pdf', SAMPLES.pdf, 'none'), 403, 'INVALID_CSRF_TOKEN');
    await expectNothingStored();
  });

  it('a wrong token field, or the token field after the file: 403 INVALID_CSRF_TOKEN', async () => {
    const wrong = await post(admin, '/api/ckeditor/attachment_files', [{ name: 'authenticity_token', value: contributor.csrfToken }, file('a.pdf', SAMPLES.pdf)], 'none');
    expectRefused(wrong, 403, 'INVALID_CSRF_TOKEN');
    const late = await post(admin, '/api/ckeditor/attachment_files', [file('a.pdf', SAMPLES.pdf), { name: 'authenticity_token', value: admin.csrfToken }], 'none');
    expectRefused(late, 403, 'INVALID_CSRF_TOKEN');
    await expectNothingStored();
  });

  it('a visitor: 401, and a request with no file: 400', async () => {
    const visitor = await new TestAgent(t.app).start();
    expectRefused(await uploadAttachment(visitor, 'a.pdf', SAMPLES.pdf), 401, 'SESSION_EXPIRED');
    expectRefused(await post(admin, '/api/ckeditor/attachment_files', [{ name: 'responseType', value: 'json' }]), 400, 'BAD_REQUEST');
    expectRefused(await admin.post('/api/ckeditor/attachment_files', {}), 400, 'BAD_REQUEST');
    await expectNothingStored();
  });
});

describe('over a real connection', () => {
  it('takes a browser’s FormData upload, and answers a too-large one with 413 while it is still arriving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('authenticity_token', admin.csrfToken);
      form.append('upload', new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${address}/api/ckeditor/attachment_files`, { method: 'POST', body: form, headers: { cookie: cookieOf(admin) } });
    };
    const accepted = await send('figures.csv', SAMPLES.csv);
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { files: { name: string }[] }).files[0]!.name).toBe('figures.csv');
    await t.db.delete(files);
    await rm(filesDir, { recursive: true, force: true });

    const refused = await send('large.csv', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a'));
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { code: string }).code).toBe('FILE_TOO_LARGE');
    await expectNothingStored();
  });
});

describe('GET/POST /api/ckeditor/pictures', () => {
  it('uploads pictures only, served inline, and lists the caller’s own', async () => {
    expectRefused(await post(admin, '/api/ckeditor/pictures', [file('report.pdf', SAMPLES.pdf)]), 422, 'EXTENSION_NOT_ALLOWED');
    const uploaded = await post(admin, '/api/ckeditor/pictures', [file('chart.png', SAMPLES.png)], 'field');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json().files[0];
    await uploadAttachment(admin, 'notes.pdf', SAMPLES.pdf);

    expect((await admin.get('/api/ckeditor/pictures')).json().files.map((item: { oid: string }) => item.oid)).toEqual([picture.oid]);
    expect((await contributor.get('/api/ckeditor/pictures')).json().files).toEqual([]);
    const shown = await admin.get(picture.url);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('who may read, attach and delete a file', () => {
  it('an unattached file is its uploader’s alone', async () => {
    const { oid, url } = (await uploadAttachment(admin, 'draft.pdf', SAMPLES.pdf)).json().files[0];
    expect((await admin.get(url)).statusCode).toBe(200);
    expectRefused(await contributor.get(url), 403, 'ACCESS_DENIED');
    expectRefused(await contributor.delete(`/api/files/${oid}`), 403, 'ACCESS_DENIED');
    expectRefused(await (await new TestAgent(t.app).start()).get(url), 401, 'SESSION_EXPIRED');
  });

  it('a file attached to the client: readable by its configurators, 403 for a user of the client without the permission, 401 for a visitor', async () => {
    const { oid, url } = (await uploadAttachment(admin, 'statutes.pdf', SAMPLES.pdf)).json().files[0];
    const attached = await attachToClient(admin, [oid]);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().files).toMatchObject([{ oid, name: 'statutes.pdf', abilities: { delete: true } }]);

    expect((await admin.get(url)).statusCode).toBe(200);
    expectRefused(await contributor.get(url), 403, 'ACCESS_DENIED');
    expectRefused(await (await new TestAgent(t.app).start()).get(url), 401, 'SESSION_EXPIRED');

    const list = await admin.get('/api/files?record_type=client&record_id=demo');
    expect(list.json()).toMatchObject({ files: [{ oid, url }], abilities: { attach: true } });
    expectRefused(await contributor.get('/api/files?record_type=client&record_id=demo'), 403, 'ACCESS_DENIED');
  });

  it('attaching: only one’s own unattached files, to a record one may change', async () => {
    const mine = (await uploadAttachment(admin, 'a.pdf', SAMPLES.pdf)).json().files[0].oid;
    const theirs = (await uploadAttachment(contributor, 'b.pdf', SAMPLES.pdf)).json().files[0].oid;
    expectRefused(await attachToClient(contributor, [theirs]), 403, 'ACCESS_DENIED');
    expectRefused(await attachToClient(admin, [mine, theirs]), 404, 'NOT_FOUND');
    expectRefused(await admin.post('/api/files/attach', { record_type: 'client', record_id: 'another-client', oids: [mine] }), 404, 'NOT_FOUND');
    expectRefused(await admin.post('/api/files/attach', { record_type: 'no_such_type', record_id: '1', oids: [mine] }), 404, 'NOT_FOUND');
    // Nothing was attached by the refused calls (all or none), so it can still be attached once, and only once.
    expect((await attachToClient(admin, [mine])).statusCode).toBe(200);
    expectRefused(await attachToClient(admin, [mine]), 404, 'NOT_FOUND');
  });

  it('deleting an attached file: those who may change the record; the bytes go with the row', async () => {
    const { oid, url } = (await uploadAttachment(admin, 'old.pdf', SAMPLES.pdf)).json().files[0];
    await attachToClient(admin, [oid]);
    expectRefused(await contributor.delete(`/api/files/${oid}`), 403, 'ACCESS_DENIED');
    const deleted = await admin.delete(`/api/files/${oid}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ oid });
    // The audit row says which file went.
    await expect
      .poll(() => t.db.$count(auditLogs, and(eq(auditLogs.action, 'DELETE /api/files/:oid'), eq(auditLogs.recordId, oid))))
      .toBe(1);
    expectRefused(await admin.get(url), 404, 'NOT_FOUND');
    await expectNothingStored();
  });

  it('an unknown oid is 404', async () => {
    expectRefused(await admin.get('/api/files/AAAAAAAAAAAAAAAAAAAAAA'), 404, 'NOT_FOUND');
    expectRefused(await admin.delete('/api/files/AAAAAAAAAAAAAAAAAAAAAA'), 404, 'NOT_FOUND');
  });
});
