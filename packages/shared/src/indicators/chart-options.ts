import type { ChartKind } from './indicator.schemas.js';
import { type FigureSeries, type Figures, TOTAL_SERIES } from './indicator-figures.js';

/** Options of the charting library (ECharts), and the client's overrides deep-merged into them. */
export type ChartOptions = Record<string, unknown>;

export interface IndicatorChartInput {
  kind: ChartKind;
  figures: Figures;
  /** What the total series is called in the legend and tooltip. */
  totalName: string;
  /** The unit in the locale, shown as the value axis' name and after each value in the tooltip. */
  unit: string | null;
  /** A value written as the page writes it (the client's delimiters for the locale). */
  formatValue: (value: number) => string;
  /** An axis tick written for the locale; `formatValue` when none is given. */
  formatTick?: (value: number) => string;
  /** Series colours in order; the charting library's own when none is given. */
  palette?: readonly string[];
  /** A narrow screen: the legend lists its entries one under the other instead of wrapping into the axis. */
  compact?: boolean;
  /**
   * The provisional periods (after the latest published edition) and the word that marks them in the locale:
   * their axis labels (a pie's slice or title for a period) read `2023 (provisional)`.
   */
  provisional?: { periods: readonly string[]; mark: string };
}

const CHART_HEIGHT = 360;
const LEGEND_LINE = 22;

/** How many entries the legend lists (none for a single series). */
function legendCount(input: IndicatorChartInput): number {
  const { figures, kind } = input;
  const nodes = figures.series.filter((series) => series.id !== TOTAL_SERIES).length;
  if (kind === 'pie') return nodes > 0 ? nodes : figures.periods.length;
  const drawn = kind === 'stacked_bar' && nodes > 0 ? nodes : figures.series.length;
  return drawn > 1 ? drawn : 0;
}

/** The chart's height in pixels: room for the plot, and on a narrow screen for each legend line under it. */
export function indicatorChartHeight(input: IndicatorChartInput): number {
  return CHART_HEIGHT + (input.compact ? legendCount(input) * LEGEND_LINE : 0);
}

function legendOptions(input: IndicatorChartInput) {
  const count = legendCount(input);
  return {
    legend: input.compact
      ? { show: count > 0, type: 'plain', orient: 'vertical', left: 0, bottom: 0, itemGap: 6 }
      : { show: count > 0, type: 'plain', bottom: 0 },
    /** The space under the plot the legend takes. */
    room: count === 0 ? 0 : input.compact ? count * LEGEND_LINE + 8 : 32,
  };
}

/** A period as the chart names it: with the provisional mark when it is provisional. */
function periodLabel(input: IndicatorChartInput): (period: string) => string {
  const provisional = input.provisional;
  if (!provisional || provisional.periods.length === 0) return (period) => period;
  const periods = new Set(provisional.periods);
  return (period) => (periods.has(period) ? `${period} (${provisional.mark})` : period);
}

const valueOf = (row: FigureSeries['rows'][number]) => row?.value ?? null;
const nameOf = (series: FigureSeries, totalName: string) => series.name ?? totalName;

/**
 * The chart of an indicator's figures as options of the charting library (ECharts): periods along the
 * category axis, one series per breakdown node and the total. Stacked bars and areas stack the nodes and leave
 * the total out of the stack (it is the stack's height); a pie shares out the latest period with a value
 * between the nodes, or between the periods when there is no breakdown. Pure (no DOM, no React): the same input
 * gives the same options, for the public indicator page and for the report PDF, which draws them on the server.
 */
export function indicatorChartOptions(input: IndicatorChartInput): ChartOptions {
  const { figures, kind, formatValue, unit } = input;
  const withUnit = (value: unknown) => (typeof value === 'number' ? `${formatValue(value)}${unit ? `\u00a0${unit}` : ''}` : '—');
  const nodes = figures.series.filter((series) => series.id !== TOTAL_SERIES);
  const base: ChartOptions = {
    ...(input.palette && input.palette.length > 0 ? { color: [...input.palette] } : {}),
    tooltip: { trigger: kind === 'pie' ? 'item' : 'axis', valueFormatter: withUnit },
  };
  const { legend, room } = legendOptions(input);
  if (kind === 'pie') return { ...base, legend, ...pieOptions(input, nodes, withUnit, room) };
  const series = cartesianSeries(input, nodes);
  return {
    ...base,
    legend,
    grid: { left: 8, right: 16, top: unit ? 40 : 16, bottom: room + 8 },
    xAxis: { type: 'category', data: figures.periods.map(periodLabel(input)), axisTick: { alignWithLabel: true } },
    yAxis: {
      type: 'value',
      name: unit ?? '',
      nameLocation: 'end',
      nameTextStyle: { align: 'left' },
      axisLabel: { formatter: (value: number) => (input.formatTick ?? formatValue)(value) },
    },
    series,
  };
}

function cartesianSeries(input: IndicatorChartInput, nodes: FigureSeries[]) {
  const { figures, kind, totalName } = input;
  const total = figures.series.find((series) => series.id === TOTAL_SERIES);
  const stacks = (kind === 'stacked_bar' || kind === 'area') && nodes.length > 0;
  const drawn = kind === 'stacked_bar' && nodes.length > 0 ? nodes : figures.series;
  return drawn.map((series) => {
    const inStack = stacks && series !== total;
    const common = { id: series.id, name: nameOf(series, totalName), data: series.rows.map(valueOf) };
    if (kind === 'bar' || kind === 'stacked_bar') return { ...common, type: 'bar', ...(inStack ? { stack: 'nodes' } : {}) };
    if (kind === 'area' && (inStack || nodes.length === 0)) {
      return { ...common, type: 'line', areaStyle: {}, ...(inStack ? { stack: 'nodes' } : {}) };
    }
    // The total over a stack of areas is a line on its own; line charts draw every series so.
    return { ...common, type: 'line', ...(kind === 'area' ? { lineStyle: { type: 'dashed' } } : {}) };
  });
}

function pieOptions(input: IndicatorChartInput, nodes: FigureSeries[], withUnit: (value: unknown) => string, room: number): ChartOptions {
  const { figures, totalName } = input;
  const total = figures.series.find((series) => series.id === TOTAL_SERIES);
  const label = periodLabel(input);
  let slices: { name: string; value: number }[];
  let period: string | undefined;
  if (nodes.length > 0) {
    const index = latestIndexWithValue(figures.periods, nodes);
    period = index < 0 ? undefined : label(figures.periods[index]!);
    slices = index < 0 ? [] : nodes.map((series) => ({ name: nameOf(series, totalName), value: valueOf(series.rows[index] ?? null) ?? 0 }));
  } else {
    slices = figures.periods.flatMap((name, index) => {
      const value = total ? valueOf(total.rows[index] ?? null) : null;
      return value === null ? [] : [{ name: label(name), value }];
    });
  }
  // The pie sits in the plot's space above the legend.
  const plotCentre = ((indicatorChartHeight(input) - room) / 2 / indicatorChartHeight(input)) * 100;
  return {
    series: [
      {
        type: 'pie',
        id: 'pie',
        name: period ?? totalName,
        radius: ['0%', '55%'],
        center: ['50%', `${Math.round(plotCentre)}%`],
        data: slices,
        label: { formatter: (params: { name: string; value?: unknown }) => `${params.name}\n${withUnit(params.value)}` },
      },
    ],
  };
}

function latestIndexWithValue(periods: readonly string[], series: readonly FigureSeries[]): number {
  for (let index = periods.length - 1; index >= 0; index--) {
    if (series.some((line) => valueOf(line.rows[index] ?? null) !== null)) return index;
  }
  return -1;
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Chart options with overrides laid over them, later ones winning: objects are merged key by key, anything
 * else (arrays included: a palette or a series list is replaced whole) is taken from the override. The
 * inputs are left untouched.
 */
export function deepMergeChartOptions<T extends Plain>(base: T, ...overrides: (Plain | null | undefined)[]): T {
  let result: Plain = base;
  for (const override of overrides) {
    if (override) result = mergeTwo(result, override);
  }
  return result as T;
}

function mergeTwo(base: Plain, override: Plain): Plain {
  const merged: Plain = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeTwo(current, value) : value;
  }
  return merged;
}

// Axes and their grid belong to charts with axes: a client's axis styling must not give a pie empty axes.
const CARTESIAN_KEYS = ['xAxis', 'yAxis', 'grid'];
const forChart = (built: ChartOptions, overrides: ChartOptions | undefined) =>
  !overrides || 'xAxis' in built ? overrides : Object.fromEntries(Object.entries(overrides).filter(([key]) => !CARTESIAN_KEYS.includes(key)));

/**
 * The options drawn: the built options under the client's 'chart global overrides' and then its
 * 'chart indicator overrides' for this indicator, deep-merged; with no animation for people who asked for
 * reduced motion (and for a chart drawn once on the server), whatever the overrides say.
 */
export function chartOptionsWithOverrides(
  built: ChartOptions,
  overrides: { global?: ChartOptions; indicator?: ChartOptions; reducedMotion: boolean },
): ChartOptions {
  const merged = deepMergeChartOptions(built, forChart(built, overrides.global), forChart(built, overrides.indicator));
  return overrides.reducedMotion ? { ...merged, animation: false } : merged;
}
