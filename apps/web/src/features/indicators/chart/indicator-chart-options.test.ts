import { describe, expect, it } from 'vitest';
import * as shared from '@platform/shared/indicators/chart-options';
import { arrangeFigures } from '../standard/indicator-figures';
import { breakdownFixture } from '../test/indicator-fixtures';
import { chartOptionsWithOverrides, indicatorChartHeight, indicatorChartOptions } from './indicator-chart-options';

// The builder itself is tested beside it in shared (packages/shared/src/indicators/chart-options.test.ts).
describe('the indicator page’s chart options', () => {
  it('are the shared builder’s, the one the report PDF draws from', () => {
    expect(indicatorChartOptions).toBe(shared.indicatorChartOptions);
    expect(indicatorChartHeight).toBe(shared.indicatorChartHeight);
    expect(chartOptionsWithOverrides).toBe(shared.chartOptionsWithOverrides);
  });

  it('take the page’s figures as they are arranged for its table', () => {
    const options = indicatorChartOptions({
      kind: 'stacked_bar',
      figures: arrangeFigures(breakdownFixture().data, 'fr'),
      totalName: 'Total',
      unit: 'M$',
      formatValue: String,
    });
    expect((options.series as { id: string; stack?: string }[]).map((series) => [series.id, series.stack])).toEqual([
      ['laurentide', 'nodes'],
      ['boreal', 'nodes'],
    ]);
  });

  it('label the provisional periods as the page names them', () => {
    const indicator = breakdownFixture({ published_through: '2020-12-31', provisional_periods: ['2021'] });
    const options = indicatorChartOptions({
      kind: 'line',
      figures: arrangeFigures(indicator.data, 'en'),
      totalName: 'Total',
      unit: 'M$',
      formatValue: String,
      provisional: { periods: indicator.provisional_periods, mark: 'provisional' },
    });
    expect(options.xAxis).toMatchObject({ data: ['2019', '2020', '2021 (provisional)'] });
  });
});
