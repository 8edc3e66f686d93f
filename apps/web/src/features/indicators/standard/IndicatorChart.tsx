import { useMemo, type Ref } from 'react';
import type { ChartKind } from '@platform/shared/indicators/indicator.schemas';
import { useExtension } from '../../../extensions/ExtensionsProvider';
import { LazyEChart, type EChartHandle } from '../../../ui/chart/LazyEChart';
import { useReducedMotion } from '../../../ui/chart/useReducedMotion';
import { Loader } from '../../../ui/loader/Loader';
import { useT } from '../../../ui/i18n/useT';
import { chartOptionsWithOverrides, indicatorChartOptions } from '../chart/indicator-chart-options';
import type { Figures } from './indicator-figures';

const CHART_HEIGHT = 360;

/**
 * The indicator's chart: options built from its figures, under the client's chart overrides, drawn by the
 * charting library loaded on first use. It is a picture for sighted visitors; the table below holds the same
 * figures for everyone.
 */
export function IndicatorChart({
  indicatorKey,
  name,
  kind,
  figures,
  unit,
  totalName,
  formatValue,
  handleRef,
}: {
  indicatorKey: string;
  name: string;
  kind: ChartKind;
  figures: Figures;
  unit: string | null;
  totalName: string;
  formatValue: (value: number) => string;
  handleRef: Ref<EChartHandle>;
}) {
  const t = useT();
  const globalOverrides = useExtension('chart global overrides');
  const indicatorOverrides = useExtension('chart indicator overrides')?.[indicatorKey];
  const reducedMotion = useReducedMotion();
  const option = useMemo(
    () =>
      chartOptionsWithOverrides(indicatorChartOptions({ kind, figures, unit, totalName, formatValue }), {
        global: globalOverrides,
        indicator: indicatorOverrides,
        reducedMotion,
      }),
    [kind, figures, unit, totalName, formatValue, globalOverrides, indicatorOverrides, reducedMotion],
  );
  return (
    <LazyEChart
      option={option}
      label={t('indicatorPage.chart.label', { name })}
      height={CHART_HEIGHT}
      handleRef={handleRef}
      fallback={
        <div className="indicator-chart__placeholder" style={{ height: CHART_HEIGHT }}>
          <Loader type="medium" label={t('indicatorPage.chart.loading')} />
        </div>
      }
    />
  );
}
