import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileStorage } from './create-file-storage.js';
import { FileMissingError, newStorageKey } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

// A tiny stand-in for an S3-compatible service (path-style addressing, no signature check): enough to see
// the requests the storage sends and to answer them as S3 does.
const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    const key = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    if (request.method === 'PUT') {
      objects.set(key, { body: await buffer(request), contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: '"1"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.close();
});

describe('S3FileStorage', () => {
  it('puts, gets and deletes objects in the bucket by path, with the length and type', async () => {
    const storage = new S3FileStorage({ bucket: 'uploads', endpoint, region: 'ca-central-1' });
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from('%PDF-1.4 tiny')]), { size: 13, contentType: 'application/pdf' });
    const put = seen.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url, endpoint).pathname).toBe(`/uploads/${key}`);
    expect(put.headers['content-length']).toBe('13');
    expect(put.headers['content-type']).toBe('application/pdf');
    // Signed with the credentials of the standard AWS environment.
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ca-central-1\/s3\//);
    expect(objects.get(`/uploads/${key}`)?.body.toString()).toBe('%PDF-1.4 tiny');

    expect(await text(await storage.get(key))).toBe('%PDF-1.4 tiny');
    await storage.delete(key);
    expect(objects.has(`/uploads/${key}`)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    storage.destroy();
  });

  it('refuses anything but its own keys', async () => {
    const storage = new S3FileStorage({ bucket: 'uploads', endpoint, region: 'us-east-1' });
    await expect(storage.get('../other-bucket/secret')).rejects.toThrow(/Not a storage key/);
    storage.destroy();
  });
});

describe('createFileStorage', () => {
  it('uses the S3-compatible bucket when one is configured, else the local folder', () => {
    expect(createFileStorage({ filesDir: '/srv/files', s3: undefined })).toBeInstanceOf(LocalFileStorage);
    const s3 = createFileStorage({ filesDir: '/srv/files', s3: { bucket: 'uploads', endpoint, region: 'us-east-1' } });
    expect(s3).toBeInstanceOf(S3FileStorage);
    (s3 as S3FileStorage).destroy();
  });
});
