import { describe, expect, it } from 'vitest';
import { isAllowedColour, isAllowedLinkHref } from './html-allow-list.js';

describe('isAllowedLinkHref', () => {
  it.each(['https://example.org', 'http://example.org/a?b=c#d', 'mailto:someone@example.org', 'HTTPS://EXAMPLE.ORG'])(
    'accepts %s',
    (href) => expect(isAllowedLinkHref(href)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav\tascript:alert(1)',
    ' javascript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/admin',
    'example.org',
    'https:evil',
    '',
    null,
    undefined,
  ])('refuses %j', (href) => expect(isAllowedLinkHref(href)).toBe(false));
});

describe('isAllowedColour', () => {
  it.each(['#0b5fa5', '#FFF', 'rgb(11, 95, 165)', ' rgb(0,0,0) '])('accepts %s', (value) => expect(isAllowedColour(value)).toBe(true));

  it.each(['red', 'url(javascript:alert(1))', 'expression(alert(1))', '#12345', 'rgb(300, 0, 0)', 'rgba(0,0,0,0)', '#fff; background:url(x)', ''])(
    'refuses %j',
    (value) => expect(isAllowedColour(value)).toBe(false),
  );
});
