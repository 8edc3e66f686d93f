import { describe, expect, it } from 'vitest';
import { maskLinks, redactQuery } from './redact-query.js';

describe('redactQuery', () => {
  it('replaces every query value, keeps the path and the names, and drops the fragment', () => {
    expect(redactQuery('/profile/password?token=abc123&next=%2Fadmin#top')).toBe('/profile/password?token=[redacted]&next=[redacted]');
    expect(redactQuery('/api/users?include_archived')).toBe('/api/users?include_archived');
    expect(redactQuery('/admin')).toBe('/admin');
  });
});

describe('maskLinks', () => {
  it('masks the token of every link in a mail, and nothing else', () => {
    const body = 'Choose a password:\n\nhttps://site.example/profile/password?token=SECRET-1\n\nOr http://x.example/a?b=SECRET-2.';
    const masked = maskLinks(body);
    expect(masked).not.toContain('SECRET');
    expect(masked).toContain('https://site.example/profile/password?token=[redacted]');
    expect(masked.startsWith('Choose a password:')).toBe(true);
  });
});
