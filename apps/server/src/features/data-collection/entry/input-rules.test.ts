import { describe, expect, it } from 'vitest';
import { changesBetween, storedValues } from './input-changes.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { searchTextOf } from './search-text.js';
import { variationErrors } from './variation-rule.js';
import { ONE_LEVEL_FIELDS } from '../test-data-collection.seed.js';

describe('changesBetween', () => {
  it('keeps only what changed, zero ↔ missing included, and not-applicable reasons apart', () => {
    expect(
      changesBetween(
        { values: { production: 0, exports: 5, comment: 'same' }, notApplicable: {} },
        { values: { exports: 5, comment: 'same', kind: 'other' }, notApplicable: { production: 'Closed' } },
      ),
    ).toEqual({
      production: { from: 0, to: null },
      kind: { from: null, to: 'other' },
      'not_applicable.production': { from: null, to: 'Closed' },
    });
  });

  it('stores no empty value, but keeps zero and false', () => {
    expect(storedValues({ a: null, b: 0, c: false, d: 'x' })).toEqual({ b: 0, c: false, d: 'x' });
  });
});

describe('tags', () => {
  it('make one signature whatever the order of the dimensions, and keys in the subject’s order', () => {
    expect(tagSignatureOf({ site: 's1', organisation: 'o1' })).toBe(tagSignatureOf({ organisation: 'o1', site: 's1' }));
    expect(tagKeysOf({ site: 's1', organisation: 'o1' }, [{ key: 'organisation', depth: 1 }, { key: 'site', depth: 1 }])).toEqual(['o1', 's1']);
  });
});

describe('searchTextOf', () => {
  it('holds the tags’ keys and names in both languages and the text of the values, lower-cased', () => {
    const text = searchTextOf([{ key: 'org_a', name: { en: 'Alpha Metals', fr: 'Métaux Alpha' } }], ONE_LEVEL_FIELDS, {
      production: 12,
      kind: 'other',
      comment: 'Potline RESTART',
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['org_a', 'alpha', 'métaux', 'other', 'autre', 'potline', 'restart']));
    expect(text).not.toContain('12');
  });
});

describe('variationErrors', () => {
  const fields = ONE_LEVEL_FIELDS;
  it('flags each number field beyond the threshold from last year, with what the warning shows', () => {
    expect(variationErrors(fields, { production: 89, exports: 100 }, { production: 100, exports: 95 }, 10, null)).toEqual({
      production: [{ error: 'VARIATION_EXCEEDED', previous: 100, value: 89, variation: -11, threshold: 10 }],
    });
  });

  it('is silenced by a justification, and needs a threshold and last year’s value', () => {
    expect(variationErrors(fields, { production: 200 }, { production: 100 }, 10, 'A new plant')).toEqual({});
    expect(variationErrors(fields, { production: 200 }, { production: 100 }, 10, '   ')).not.toEqual({});
    expect(variationErrors(fields, { production: 200 }, { production: 100 }, null, null)).toEqual({});
    expect(variationErrors(fields, { production: 200 }, null, 10, null)).toEqual({});
    expect(variationErrors(fields, { production: 200 }, { exports: 3 }, 10, null)).toEqual({});
  });

  it('treats any change from zero as exceeding', () => {
    expect(variationErrors(fields, { production: 1 }, { production: 0 }, 10, null).production?.[0]).toMatchObject({ variation: null });
    expect(variationErrors(fields, { production: 0 }, { production: 0 }, 10, null)).toEqual({});
  });
});
