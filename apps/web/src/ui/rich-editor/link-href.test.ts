import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href';

describe('linkHref', () => {
  it('makes an address without a scheme an https one, and an e-mail address a mailto one', () => {
    expect(linkHref('example.org/page')).toBe('https://example.org/page');
    expect(linkHref('  https://example.org ')).toBe('https://example.org');
    expect(linkHref('http://example.org')).toBe('http://example.org');
    expect(linkHref('someone@example.org')).toBe('mailto:someone@example.org');
    expect(linkHref('mailto:someone@example.org')).toBe('mailto:someone@example.org');
  });

  it('refuses what the allow-list refuses, and the untouched default', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
    expect(linkHref('https://')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});
