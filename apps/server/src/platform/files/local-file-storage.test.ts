import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMissingError, newStorageKey, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('LocalFileStorage', () => {
  it('stores, reads back and deletes a file under a random key', async () => {
    const storage: FileStorage = new LocalFileStorage(root);
    const key = newStorageKey();
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    await storage.put(key, Readable.from(['year,value\n', '2021,3.1\n']), { size: 20, contentType: 'text/csv' });
    expect(await text(await storage.get(key))).toBe('year,value\n2021,3.1\n');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key.slice(3)]);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await storage.delete(key);
  });

  it('leaves nothing behind when the stream fails half way', async () => {
    const storage: FileStorage = new LocalFileStorage(root);
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push('half');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put(key, failing, { size: 10, contentType: 'text/csv' })).rejects.toThrow('connection lost');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([]);
  });

  it('refuses anything but its own keys, so no path reaches the folder', async () => {
    const storage: FileStorage = new LocalFileStorage(root);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
    await expect(storage.delete('ab/../../x')).rejects.toThrow(/Not a storage key/);
  });
});
