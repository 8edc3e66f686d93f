/**
 * The indicator chart's options are built in `shared` (packages/shared/src/indicators/chart-options.ts), pure
 * and without the DOM, so the public indicator page and the report PDF (drawn on the server with ECharts'
 * server-side SVG) draw the same chart from the same builder. The page imports them from here.
 */
export {
  chartOptionsWithOverrides,
  indicatorChartHeight,
  indicatorChartOptions,
  type IndicatorChartInput,
} from '@platform/shared/indicators/chart-options';
