import { describe, expect, it } from 'vitest';
import type { ChartKind, IndicatorData, IndicatorValueRow } from './indicator.schemas.js';
import { arrangeFigures } from './indicator-figures.js';
import { chartOptionsWithOverrides, deepMergeChartOptions, indicatorChartHeight, indicatorChartOptions } from './chart-options.js';

type Series = { id: string; type: string; name: string; data: unknown[]; stack?: string; areaStyle?: object };

const row = (period: string, value: number | null, tags?: Record<string, string>): IndicatorValueRow => ({
  period,
  value,
  ...(tags ? { tags } : {}),
  revised_at: '2024-01-15T10:00:00.000Z',
  not_applicable: 0,
});

/** A total over five years. */
const totalOnly: IndicatorData = {
  columns: ['2017', '2018', '2019', '2020', '2021'],
  rows: [row('2017', 3.2), row('2018', 2.9), row('2019', 2.95), row('2020', 3.1), row('2021', 3.125)],
  tags: [],
};

/** Two organisations and the total over three years (the total and one node missing in 2021). */
const org = (key: string) => ({ organisation: key });
const breakdown: IndicatorData = {
  columns: ['2019', '2020', '2021'],
  rows: [
    row('2019', 300),
    row('2019', 100, org('boreal')),
    row('2019', 200, org('laurentide')),
    row('2020', 330),
    row('2020', 110, org('boreal')),
    row('2020', 220, org('laurentide')),
    row('2021', null),
    row('2021', 120, org('boreal')),
    { ...row('2021', null, org('laurentide')), not_applicable: 1 },
  ],
  tags: [
    { key: 'laurentide', dimension: 'organisation', name: { en: 'Laurentide Metals', fr: 'Métaux Laurentide' } },
    { key: 'boreal', dimension: 'organisation', name: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' } },
  ],
};

const formatValue = (value: number) => value.toFixed(1).replace('.', ',');
const optionsFor = (kind: ChartKind, data = breakdown) =>
  indicatorChartOptions({
    kind,
    figures: arrangeFigures(data, 'fr'),
    totalName: 'Total',
    unit: 'M$',
    formatValue,
    palette: ['#0b5fa5', '#9a6700', '#2a7a3b'],
  });
const seriesOf = (options: Record<string, unknown>) => options.series as Series[];

describe('indicatorChartOptions', () => {
  it('draws a line per breakdown node and the total, periods along the category axis', () => {
    const options = optionsFor('line');
    expect(options.xAxis).toMatchObject({ type: 'category', data: ['2019', '2020', '2021'] });
    expect(seriesOf(options).map(({ id, type, name, data }) => ({ id, type, name, data }))).toEqual([
      { id: 'laurentide', type: 'line', name: 'Métaux Laurentide', data: [200, 220, null] },
      { id: 'boreal', type: 'line', name: 'Boréal Aluminium', data: [100, 110, 120] },
      { id: 'total', type: 'line', name: 'Total', data: [300, 330, null] },
    ]);
    expect(options.legend).toMatchObject({ show: true });
    expect(options.color).toEqual(['#0b5fa5', '#9a6700', '#2a7a3b']);
  });

  it('groups bars, and stacks only the nodes for stacked bars', () => {
    expect(seriesOf(optionsFor('bar')).map((series) => [series.type, series.stack])).toEqual([
      ['bar', undefined],
      ['bar', undefined],
      ['bar', undefined],
    ]);
    const stacked = seriesOf(optionsFor('stacked_bar'));
    expect(stacked.map((series) => [series.id, series.stack])).toEqual([
      ['laurentide', 'nodes'],
      ['boreal', 'nodes'],
    ]);
  });

  it('stacks the nodes as areas and draws the total as a line over them', () => {
    const area = seriesOf(optionsFor('area'));
    expect(area.map((series) => [series.id, series.type, series.stack, Boolean(series.areaStyle)])).toEqual([
      ['laurentide', 'line', 'nodes', true],
      ['boreal', 'line', 'nodes', true],
      ['total', 'line', undefined, false],
    ]);
    const single = seriesOf(optionsFor('area', totalOnly));
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ id: 'total', areaStyle: {} });
    expect(single[0]!.stack).toBeUndefined();
  });

  it('shares the latest period with a value between the nodes in a pie', () => {
    const [pie] = seriesOf(optionsFor('pie'));
    expect(pie).toMatchObject({ type: 'pie', name: '2021' });
    expect((pie as unknown as { data: unknown[] }).data).toEqual([
      { name: 'Métaux Laurentide', value: 0 },
      { name: 'Boréal Aluminium', value: 120 },
    ]);
  });

  it('marks the provisional periods’ axis labels, and a pie’s period or slices, with the word it is given', () => {
    const provisional = { periods: ['2021'], mark: 'provisoire' };
    const withMark = (kind: ChartKind, data = breakdown) =>
      indicatorChartOptions({ kind, figures: arrangeFigures(data, 'fr'), totalName: 'Total', unit: 'M$', formatValue, provisional });
    for (const kind of ['line', 'bar', 'stacked_bar', 'area'] as const) {
      expect(withMark(kind).xAxis, kind).toMatchObject({ data: ['2019', '2020', '2021 (provisoire)'] });
    }
    expect(seriesOf(withMark('pie'))[0]).toMatchObject({ type: 'pie', name: '2021 (provisoire)' });
    const [pie] = seriesOf(withMark('pie', totalOnly));
    expect((pie as unknown as { data: { name: string }[] }).data.map((slice) => slice.name)).toEqual(['2017', '2018', '2019', '2020', '2021 (provisoire)']);
    // Without provisional periods, the labels are the periods.
    expect(optionsFor('bar').xAxis).toMatchObject({ data: ['2019', '2020', '2021'] });
  });

  it('shares the total between the periods in a pie without a breakdown', () => {
    const [pie] = seriesOf(optionsFor('pie', totalOnly));
    expect((pie as unknown as { data: { name: string }[] }).data.map((slice) => slice.name)).toEqual(['2017', '2018', '2019', '2020', '2021']);
  });

  it('writes values with the page formatter and the unit, in the axis and the tooltip', () => {
    const options = optionsFor('line') as { yAxis: { name: string; axisLabel: { formatter: (v: number) => string } }; tooltip: { valueFormatter: (v: unknown) => string } };
    expect(options.yAxis.name).toBe('M$');
    expect(options.yAxis.axisLabel.formatter(1234.5)).toBe('1234,5');
    expect(options.tooltip.valueFormatter(12)).toBe('12,0\u00a0M$');
    expect(options.tooltip.valueFormatter(null)).toBe('—');
  });

  it('lists the legend one entry per line on a narrow screen, with room for it under the plot', () => {
    const input = { kind: 'stacked_bar' as const, figures: arrangeFigures(breakdown, 'en'), totalName: 'Total', unit: 'M$', formatValue };
    const wide = indicatorChartOptions(input) as { legend: object; grid: { bottom: number } };
    const narrow = indicatorChartOptions({ ...input, compact: true }) as { legend: object; grid: { bottom: number } };
    expect(wide.legend).toMatchObject({ show: true, bottom: 0 });
    expect(wide.legend).not.toHaveProperty('orient');
    expect(narrow.legend).toMatchObject({ show: true, orient: 'vertical', left: 0, bottom: 0 });
    // Two nodes in the stack: two legend lines, and a chart taller by as much.
    expect(narrow.grid.bottom).toBeGreaterThan(wide.grid.bottom);
    expect(indicatorChartHeight({ ...input, compact: true }) - indicatorChartHeight(input)).toBe(44);
  });

  it('leaves the legend out for a single series and the palette to the library when there is none', () => {
    const options = indicatorChartOptions({ kind: 'line', figures: arrangeFigures(totalOnly, 'en'), totalName: 'Total', unit: null, formatValue: String });
    expect(options.legend).toMatchObject({ show: false });
    expect(options).not.toHaveProperty('color');
  });
});

describe('chartOptionsWithOverrides', () => {
  it('lays the global overrides, then the indicator ones, over the built options', () => {
    const built = optionsFor('line');
    const merged = chartOptionsWithOverrides(built, {
      global: { color: ['#111111'], grid: { left: 40 }, textStyle: { fontFamily: 'Brand' } },
      indicator: { grid: { left: 60 } },
      reducedMotion: false,
    });
    expect(merged.color).toEqual(['#111111']);
    expect(merged.grid).toMatchObject({ left: 60, right: 16 });
    expect(merged.textStyle).toEqual({ fontFamily: 'Brand' });
    expect(merged.series).toBe(built.series);
    expect(merged).not.toHaveProperty('animation');
  });

  it('gives a pie none of the overrides’ axes', () => {
    const merged = chartOptionsWithOverrides(optionsFor('pie'), {
      global: { color: ['#111111'], xAxis: { axisLabel: { color: '#222222' } }, yAxis: {}, grid: { left: 4 } },
      reducedMotion: false,
    });
    expect(merged.color).toEqual(['#111111']);
    expect(merged).not.toHaveProperty('xAxis');
    expect(merged).not.toHaveProperty('yAxis');
    expect(merged).not.toHaveProperty('grid');
  });

  it('turns animation off for reduced motion, even when an override turns it on', () => {
    const merged = chartOptionsWithOverrides(optionsFor('bar'), { global: { animation: true }, reducedMotion: true });
    expect(merged.animation).toBe(false);
  });
});

describe('deepMergeChartOptions', () => {
  it('merges objects key by key, replaces arrays whole, skips undefined and leaves the inputs untouched', () => {
    const base = { grid: { left: 8, right: 16 }, color: ['#000000'], legend: { show: true } };
    const merged = deepMergeChartOptions(base, { grid: { left: 40 }, color: ['#111111', '#222222'], legend: undefined }, null, { grid: { top: 4 } });
    expect(merged).toEqual({ grid: { left: 40, right: 16, top: 4 }, color: ['#111111', '#222222'], legend: { show: true } });
    expect(base).toEqual({ grid: { left: 8, right: 16 }, color: ['#000000'], legend: { show: true } });
  });
});
