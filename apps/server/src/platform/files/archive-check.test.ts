import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeZip, type ZipEntry } from '../../test/zip-fixture.js';
import { ARCHIVE_LIMITS, checkArchive } from './archive-check.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'archive-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let count = 0;
async function reasonFor(bytes: Buffer, limits = ARCHIVE_LIMITS): Promise<string> {
  const file = path.join(dir, String((count += 1)));
  await writeFile(file, bytes);
  try {
    await checkArchive(file, limits);
    return 'ok';
  } catch (error) {
    const { code, details } = error as { code: string; details: { upload: { reason: string }[] } };
    return `${code} ${details.upload[0]!.reason}`;
  }
}

describe('checkArchive', () => {
  it('accepts an ordinary archive and an Office document', async () => {
    expect(await reasonFor(makeZip([{ name: 'notes/readme.txt', data: 'hello' }, { name: 'data.csv', data: 'a,b\n1,2\n' }]))).toBe('ok');
    expect(await reasonFor(makeDocx())).toBe('ok');
  });

  it('refuses a decompression bomb: 20 MB of zeros packed into a few kilobytes', async () => {
    expect(await reasonFor(makeZip([{ name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024) }]))).toBe('INVALID_ARCHIVE COMPRESSION_RATIO');
  });

  it('refuses an archive unpacking to more than the total limit, and one with too many entries', async () => {
    const entries: ZipEntry[] = Array.from({ length: 5 }, (_, index) => ({ name: `part${index}.txt`, data: 'x'.repeat(1000), store: true }));
    expect(await reasonFor(makeZip(entries), { ...ARCHIVE_LIMITS, maxUncompressedBytes: 4000 })).toBe('INVALID_ARCHIVE TOO_LARGE_UNPACKED');
    expect(await reasonFor(makeZip(entries), { ...ARCHIVE_LIMITS, maxEntries: 4 })).toBe('INVALID_ARCHIVE TOO_MANY_ENTRIES');
  });

  it('refuses entries named with a parent folder or an absolute path, whichever separator they use', async () => {
    expect(await reasonFor(makeZip([{ name: '../../etc/cron.d/job', data: 'x' }]))).toBe('INVALID_ARCHIVE UNSAFE_PATH');
    expect(await reasonFor(makeZip([{ name: '..\\..\\evil.bat', data: 'x' }]))).toBe('INVALID_ARCHIVE UNSAFE_PATH');
    expect(await reasonFor(makeZip([{ name: '/etc/passwd', data: 'x' }]))).toBe('INVALID_ARCHIVE UNSAFE_PATH');
    expect(await reasonFor(makeDocx([{ name: 'word/../../outside.xml', data: 'x' }]))).toBe('INVALID_ARCHIVE UNSAFE_PATH');
  });

  it('refuses what is not a readable archive', async () => {
    expect(await reasonFor(Buffer.from('PK\u0003\u0004 broken'))).toBe('INVALID_ARCHIVE UNREADABLE');
  });
});
