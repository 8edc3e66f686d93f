import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { overrideMessages } from './override-messages';

describe('overrideMessages', () => {
  it('keeps the overrides as text while the catalogues are text', () => {
    expect(overrideMessages({ 'common.save': 'Keep' }, false)).toEqual({ 'common.save': 'Keep' });
  });

  it('parses the overrides as formatjs does when the catalogues come parsed', () => {
    const texts = [
      'Go to the page',
      'Page {page} of {pages}',
      '{count, plural, one {# error} other {# errors of {owner}}}',
      '{kind, select, full {Full} other {Other}}',
      'On {day, date, medium} at {n, number}',
      "It''s '{'quoted'}'",
    ];
    const parsed = overrideMessages(Object.fromEntries(texts.map((text, index) => [`k${index}`, text])), true);
    texts.forEach((text, index) => expect(parsed[`k${index}`], text).toEqual(parse(text)));
  });

  it('leaves out an override it cannot read, so the catalogue’s text shows', () => {
    expect(overrideMessages({ 'common.save': 'Save {', 'common.back': 'Back' }, true)).toEqual({ 'common.back': parse('Back') });
  });
});
