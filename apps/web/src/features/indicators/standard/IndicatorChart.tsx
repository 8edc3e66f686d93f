import { useMemo, type Ref } from 'react';
import type { ChartKind } from '@platform/shared/indicators/indicator.schemas';
import { useExtension } from '../../../extensions/ExtensionsProvider';
import { LazyEChart, type EChartHandle } from '../../../ui/chart/LazyEChart';
import { useReducedMotion } from '../../../ui/chart/useReducedMotion';
import { Loader } from '../../../ui/loader/Loader';
import { useT } from '../../../ui/i18n/useT';
import { useBreakpoint } from '../../../ui/breakpoints/useBreakpoint';
import { chartOptionsWithOverrides, indicatorChartHeight, indicatorChartOptions } from '../chart/indicator-chart-options';
import type { Figures } from './indicator-figures';
import type { FigureFormat } from './use-figure-format';

const NONE: readonly string[] = [];

/**
 * The indicator's chart: options built from its figures, under the client's chart overrides, drawn by the
 * charting library loaded on first use; the provisional periods' labels carry the "provisional" mark. It is a
 * picture for sighted visitors; the table below holds the same figures for everyone.
 */
export function IndicatorChart({
  indicatorKey,
  name,
  kind,
  figures,
  unit,
  totalName,
  format,
  provisionalPeriods = NONE,
  handleRef,
}: {
  indicatorKey: string;
  name: string;
  kind: ChartKind;
  figures: Figures;
  unit: string | null;
  totalName: string;
  format: FigureFormat;
  /** The periods after the latest published edition. */
  provisionalPeriods?: readonly string[];
  handleRef: Ref<EChartHandle>;
}) {
  const t = useT();
  const globalOverrides = useExtension('chart global overrides');
  const indicatorOverrides = useExtension('chart indicator overrides')?.[indicatorKey];
  const reducedMotion = useReducedMotion();
  const compact = useBreakpoint() === 'mobile';
  const provisionalMark = t('indicatorPage.provisional.mark');
  const input = useMemo(
    () => ({
      kind,
      figures,
      unit,
      totalName,
      formatValue: format.figure,
      formatTick: format.tick,
      compact,
      provisional: { periods: provisionalPeriods, mark: provisionalMark },
    }),
    [kind, figures, unit, totalName, format, compact, provisionalPeriods, provisionalMark],
  );
  const option = useMemo(
    () => chartOptionsWithOverrides(indicatorChartOptions(input), { global: globalOverrides, indicator: indicatorOverrides, reducedMotion }),
    [input, globalOverrides, indicatorOverrides, reducedMotion],
  );
  const height = indicatorChartHeight(input);
  return (
    <LazyEChart
      option={option}
      label={t('indicatorPage.chart.label', { name })}
      height={height}
      handleRef={handleRef}
      fallback={
        <div className="indicator-chart__placeholder" style={{ height }}>
          <Loader type="medium" label={t('indicatorPage.chart.loading')} />
        </div>
      }
    />
  );
}
