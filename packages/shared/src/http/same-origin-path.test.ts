import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const origin = 'https://site.example';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/admin/users/3?tab=history#top', '/admin/users/3?tab=history#top'],
    ['/indicators/a/b/c', '/indicators/a/b/c'],
    ['/a/../admin', '/admin'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(sameOriginPath(value, origin)).toBe(expected);
  });

  it.each([
    ['/\t/evil.example/phish'],
    ['/\n/evil.example'],
    ['//evil.example/phish'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [' /admin'],
    ['/admin\u0000'],
    [''],
    ['/' + 'a'.repeat(2001)],
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameOriginPath(42, origin)).toBeNull();
    expect(sameOriginPath(null, origin)).toBeNull();
  });
});
