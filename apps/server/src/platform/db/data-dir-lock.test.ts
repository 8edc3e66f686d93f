import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  it('refuses a folder another live process holds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    // PID 1 is always alive: it stands for the other process.
    writeFileSync(path.join(dir, 'platform.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);
  });

  it('takes over a stale lock and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'platform.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'platform.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(path.join(dir, 'platform.lock'))).toThrow();
  });
});
