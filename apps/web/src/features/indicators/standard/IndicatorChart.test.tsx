import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderInApp } from '../../../test/render-in-app';
import { indicatorFixture } from '../test/indicator-fixtures';
import { arrangeFigures } from './indicator-figures';
import { IndicatorChart } from './IndicatorChart';

// The charting library draws no category labels without a layout (happy-dom has none): the test reads the options
// the page hands it instead.
vi.mock('../../../ui/chart/LazyEChart', () => ({
  LazyEChart: ({ option, label }: { option: { xAxis?: { data?: string[] } }; label: string }) => (
    <ol aria-label={label}>
      {(option.xAxis?.data ?? []).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ol>
  ),
}));

const format = { figure: String, tick: String };

function renderChart(locale: Locale, provisionalPeriods?: readonly string[]) {
  document.cookie = `locale=${locale}; path=/`;
  const indicator = indicatorFixture();
  return renderInApp(
    <IndicatorChart
      indicatorKey={indicator.key}
      name="Production"
      kind="bar"
      figures={arrangeFigures(indicator.data, locale)}
      unit="Mt"
      totalName="Total"
      format={format}
      provisionalPeriods={provisionalPeriods}
      handleRef={null}
    />,
  );
}

const axisLabels = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('IndicatorChart', () => {
  it('labels the provisional periods with the mark, in the language of the page', () => {
    renderChart('en', ['2020', '2021']);
    expect(axisLabels()).toEqual(['2017', '2018', '2019', '2020 (provisional)', '2021 (provisional)']);
  });

  it('says provisoire in French', () => {
    renderChart('fr', ['2021']);
    expect(axisLabels()).toEqual(['2017', '2018', '2019', '2020', '2021 (provisoire)']);
  });

  it('labels the periods as they are when none is provisional', () => {
    renderChart('en');
    expect(axisLabels()).toEqual(['2017', '2018', '2019', '2020', '2021']);
  });
});
