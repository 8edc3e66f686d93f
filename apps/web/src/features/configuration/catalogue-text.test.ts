import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@platform/shared/i18n/catalogues';
import { catalogueText } from './catalogue-text';

describe('catalogueText', () => {
  it('gives a message loaded as text as it is', () => {
    expect(catalogueText('Page {page} of {pages}')).toBe('Page {page} of {pages}');
  });

  it('prints a message the production build loads parsed back as the text it came from', () => {
    for (const text of [
      'Skip to content',
      'Page {page} of {pages}',
      '{count, plural, one {There is # error to fix:} other {There are # errors to fix:}}',
      '{decimals, plural, =0 {Enter a whole number.} one {Use at most # decimal.} other {Use at most # decimals.}}',
      '{kind, select, full {Full} other {After a change}}',
    ]) {
      expect(catalogueText(parse(text))).toBe(text);
    }
  });

  it('prints every message of the catalogues into one that parses the same', () => {
    for (const [key, text] of Object.entries(CATALOGUES.en)) {
      const parsed = parse(text);
      expect(parse(catalogueText(parsed)), key).toEqual(parsed);
    }
  });
});
