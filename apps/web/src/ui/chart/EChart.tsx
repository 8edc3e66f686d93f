import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { init, type EChartsType } from './echarts-core';
import { framedPicture, svgToPngDataUrl, svgDataUrl, type PictureFrame } from './chart-picture';

/** What a page can ask of a drawn chart: its picture, as SVG or PNG data addresses, framed with what names it. */
export interface EChartHandle {
  svgDataUrl(frame?: PictureFrame): string;
  pngDataUrl(frame?: PictureFrame): Promise<string>;
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
  const latestOption = useRef(option);

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
    latestOption.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useImperativeHandle(
    handleRef,
    () => ({
      svgDataUrl: (frame) => svgDataUrl(picture(latestOption.current, sizeOf(chart.current), frame).svg),
      pngDataUrl: (frame) => {
        const { svg, width, height } = picture(latestOption.current, sizeOf(chart.current), frame);
        return svgToPngDataUrl(svg, width, height);
      },
    }),
    [],
  );

  return <div ref={container} className="ui-chart" role="img" aria-label={label} style={{ height }} />;
}

// A picture is seen without the page's web fonts (an SVG file, or an SVG drawn into a PNG), so its text is
// laid out and drawn in a font every system has; in the page's font it would be measured for one font and
// drawn in another, and clipped.
const PICTURE_FONT = 'sans-serif';

function sizeOf(instance: EChartsType | null): { width: number; height: number } {
  if (!instance) throw new Error('The chart is not drawn');
  return { width: instance.getWidth(), height: instance.getHeight() };
}

/** The chart's picture, in its frame when it has one. */
function picture(option: Record<string, unknown>, size: { width: number; height: number }, frame: PictureFrame | undefined) {
  const svg = pictureSvg(option, size);
  return frame ? framedPicture(svg, size, frame) : { svg, ...size };
}

/** The chart at rest (no animation) as an SVG document, drawn apart from the one on the page. */
function pictureSvg(option: Record<string, unknown>, size: { width: number; height: number }): string {
  const picture = init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    const textStyle = { ...(option.textStyle as object | undefined), fontFamily: PICTURE_FONT };
    picture.setOption({ ...option, animation: false, textStyle });
    return picture.renderToSVGString();
  } finally {
    picture.dispose();
  }
}
