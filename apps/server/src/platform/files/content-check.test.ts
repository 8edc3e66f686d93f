import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadExtension } from '@platform/shared/files/upload-rules';
import { makeDocx, makeZip, SAMPLES } from '../../test/zip-fixture.js';
import { checkContent } from './content-check.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let count = 0;
async function check(bytes: Buffer, extension: UploadExtension): Promise<string> {
  const file = path.join(dir, String((count += 1)));
  await writeFile(file, bytes);
  try {
    await checkContent(file, extension);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('checkContent: the content must be what the extension says', () => {
  it('accepts binary files whose magic bytes match', async () => {
    expect(await check(SAMPLES.pdf, 'pdf')).toBe('ok');
    expect(await check(SAMPLES.png, 'png')).toBe('ok');
    expect(await check(makeDocx(), 'docx')).toBe('ok');
    expect(await check(makeZip([{ name: 'a.txt', data: 'hello' }]), 'zip')).toBe('ok');
    // A .zip may hold any allowed zip container, e.g. a Word document.
    expect(await check(makeDocx(), 'zip')).toBe('ok');
  });

  it('refuses binary files whose content is something else', async () => {
    expect(await check(SAMPLES.png, 'pdf')).toBe('CONTENT_MISMATCH');
    expect(await check(SAMPLES.pdf, 'jpg')).toBe('CONTENT_MISMATCH');
    expect(await check(Buffer.from('<html><script>alert(1)</script></html>'), 'png')).toBe('CONTENT_MISMATCH');
    // A plain zip renamed .docx is not a Word document.
    expect(await check(makeZip([{ name: 'a.txt', data: 'hello' }]), 'docx')).toBe('CONTENT_MISMATCH');
    expect(await check(Buffer.alloc(0), 'pdf')).toBe('CONTENT_MISMATCH');
  });

  it('accepts text with no binary signature as CSV or e-mail, in UTF-8, Latin-1 or UTF-16 with its mark', async () => {
    expect(await check(SAMPLES.csv, 'csv')).toBe('ok');
    expect(await check(Buffer.from('année;valeur\n2021;3,1\n', 'latin1'), 'csv')).toBe('ok');
    expect(await check(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\n', 'utf16le')]), 'csv')).toBe('ok');
    expect(await check(Buffer.from('From: a@example.org\r\nSubject: Hi\r\n\r\nHello\r\n'), 'eml')).toBe('ok');
  });

  it('refuses binary content (a signature, or NUL bytes) in a text type', async () => {
    expect(await check(SAMPLES.elf, 'csv')).toBe('CONTENT_MISMATCH');
    expect(await check(SAMPLES.png, 'csv')).toBe('CONTENT_MISMATCH');
    expect(await check(makeZip([{ name: 'a.txt', data: 'x' }]), 'eml')).toBe('CONTENT_MISMATCH');
    expect(await check(Buffer.from('a,b\n\u0000\u0000\u0000'), 'csv')).toBe('CONTENT_MISMATCH');
  });
});
