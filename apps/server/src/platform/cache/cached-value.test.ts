import { describe, expect, it, vi } from 'vitest';
import { CachedValue } from './cached-value.js';

describe('CachedValue', () => {
  it('loads once within the TTL, shares a load in progress, and reloads after invalidation', async () => {
    let version = 0;
    const load = vi.fn(async () => ++version);
    const value = new CachedValue(load, 60_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('reloads every time with a TTL of zero', async () => {
    let version = 0;
    const value = new CachedValue(async () => ++version, 0);
    await value.get();
    expect(await value.get()).toBe(2);
  });
});
