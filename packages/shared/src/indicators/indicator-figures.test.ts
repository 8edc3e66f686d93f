import { describe, expect, it } from 'vitest';
import type { IndicatorValueRow } from './indicator.schemas.js';
import { arrangeFigures, seriesIdOf } from './indicator-figures.js';

const row = (period: string, value: number | null, tags?: Record<string, string>): IndicatorValueRow => ({
  period,
  value,
  ...(tags ? { tags } : {}),
  revised_at: '2024-01-15T10:00:00.000Z',
  not_applicable: 0,
});
const tags = [
  { key: 'laurentide', dimension: 'organisation', name: { en: 'Laurentide Metals', fr: 'Métaux Laurentide' } },
  { key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
];

describe('arrangeFigures', () => {
  it('gives one series per breakdown node in the order of the tags, the total last, named in the locale', () => {
    const data = {
      columns: ['2019', '2020'],
      rows: [row('2019', 300), row('2019', 100, { organisation: 'boreal' }), row('2019', 200, { organisation: 'laurentide' }), row('2020', 110, { organisation: 'boreal' })],
      tags,
    };
    const figures = arrangeFigures(data, 'fr');
    expect(figures.periods).toEqual(['2019', '2020']);
    expect(figures.series.map((series) => [series.id, series.name])).toEqual([
      ['laurentide', 'Métaux Laurentide'],
      ['boreal', 'Boréal Aluminium'],
      ['total', null],
    ]);
    expect(figures.series[1]!.rows.map((each) => each?.value)).toEqual([100, 110]);
    // A period without a row is left empty.
    expect(figures.series[2]!.rows[1]).toBeNull();
  });

  it('orders the periods found in the rows when the data names no columns', () => {
    expect(arrangeFigures({ columns: [], rows: [row('2021', 1), row('2019', 2)], tags: [] }, 'en').periods).toEqual(['2019', '2021']);
  });
});

describe('seriesIdOf', () => {
  it('is total without tags and the tag keys otherwise', () => {
    expect(seriesIdOf({})).toBe('total');
    expect(seriesIdOf({ tags: { organisation: 'boreal' } })).toBe('boreal');
  });
});
