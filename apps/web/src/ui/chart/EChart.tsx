import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { init, type EChartsType } from './echarts-core';
import { svgToPngDataUrl, svgDataUrl } from './chart-picture';

/** What a page can ask of a drawn chart: its picture, as SVG or PNG data addresses. */
export interface EChartHandle {
  svgDataUrl(): string;
  pngDataUrl(): Promise<string>;
}

export interface EChartProps {
  /** The charting library's options, drawn as they are (merged and final). */
  option: Record<string, unknown>;
  /** What the chart shows, for people who cannot see it. */
  label: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  handleRef?: Ref<EChartHandle>;
}

/**
 * One ECharts chart drawn as SVG, following its container's width. It carries the library: load it through
 * LazyEChart so only pages that show a chart download it.
 */
export default function EChart({ option, label, height = 360, handleRef }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(
    handleRef,
    () => ({
      svgDataUrl: () => svgDataUrl(currentSvg(chart.current)),
      pngDataUrl: () => {
        const instance = chart.current;
        return svgToPngDataUrl(currentSvg(instance), instance?.getWidth() ?? 0, instance?.getHeight() ?? 0);
      },
    }),
    [],
  );

  return <div ref={container} className="ui-chart" role="img" aria-label={label} style={{ height }} />;
}

interface SvgStringOptions {
  useViewBox: boolean;
  cssAnimation: boolean;
  cssEmphasis: boolean;
}

function currentSvg(instance: EChartsType | null): string {
  if (!instance) throw new Error('The chart is not drawn');
  // The picture is the chart at rest: the SVG painter can leave out the CSS animation of an entry animation
  // still running (ECharts' own renderToSVGString keeps it, and a picture would then start empty).
  const painter = instance.getZr().painter as unknown as { renderToString?: (options: SvgStringOptions) => string };
  return painter.renderToString?.({ useViewBox: true, cssAnimation: false, cssEmphasis: false }) ?? instance.renderToSVGString({ useViewBox: true });
}
