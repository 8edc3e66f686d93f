import { describe, expect, it } from 'vitest';
import { annotationsFor, arrangeFigures, isRevised, seriesIdOf } from './indicator-figures';
import { breakdownFixture, indicatorFixture } from '../test/indicator-fixtures';

describe('arrangeFigures', () => {
  it('gives one series per breakdown node in the order of the tags, the total last', () => {
    const figures = arrangeFigures(breakdownFixture().data, 'en');
    expect(figures.periods).toEqual(['2019', '2020', '2021']);
    expect(figures.series.map((series) => [series.id, series.name])).toEqual([
      ['laurentide', 'Laurentide Metals'],
      ['boreal', 'Boréal Aluminium'],
      ['total', null],
    ]);
    expect(figures.series[1]!.rows.map((row) => row?.value)).toEqual([100, 110, 120]);
  });

  it('names nodes in the locale and leaves a period without a row empty', () => {
    const data = breakdownFixture().data;
    const figures = arrangeFigures({ ...data, rows: data.rows.filter((row) => row.period !== '2020' || row.tags) }, 'fr');
    expect(figures.series[0]!.name).toBe('Métaux Laurentide');
    expect(figures.series.find((series) => series.id === 'total')!.rows[1]).toBeNull();
  });
});

describe('seriesIdOf', () => {
  it('is total without tags and the tag keys otherwise', () => {
    expect(seriesIdOf({})).toBe('total');
    expect(seriesIdOf({ tags: { organisation: 'boreal' } })).toBe('boreal');
  });
});

describe('isRevised', () => {
  it('marks values changed after publication only', () => {
    expect(isRevised({ revised_at: '2024-05-02T08:00:00Z' }, '2024-03-01T00:00:00Z')).toBe(true);
    expect(isRevised({ revised_at: '2024-01-02T08:00:00Z' }, '2024-03-01T00:00:00Z')).toBe(false);
    expect(isRevised({ revised_at: '2024-05-02T08:00:00Z' }, null)).toBe(false);
  });
});

describe('annotationsFor', () => {
  it('keeps those of the shown years and of every year that have text in the locale', () => {
    const indicator = indicatorFixture();
    expect(annotationsFor(indicator.annotations, ['2018', '2019'], 'en').map((annotation) => annotation.id)).toEqual([2, 1]);
    expect(annotationsFor(indicator.annotations, ['2016'], 'fr').map((annotation) => annotation.id)).toEqual([2]);
    expect(annotationsFor(indicator.annotations, ['2016'], 'en').map((annotation) => annotation.id)).toEqual([2, 3]);
  });
});
