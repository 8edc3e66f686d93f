// What the site's charts draw (apps/web/src/ui/chart/echarts-core.ts), without the tooltip: a PDF is not hovered.
// Each part from its own module, which registers it: Node has no tree shaking, and the barrels (echarts/charts,
// echarts/components, echarts/renderers) load every chart and component, half a second more at each start.
import 'echarts/lib/chart/bar.js';
import 'echarts/lib/chart/line.js';
import 'echarts/lib/chart/pie.js';
import 'echarts/lib/component/grid.js';
import 'echarts/lib/component/legendPlain.js';
import { init, setPlatformAPI, use as registerParts } from 'echarts/core';
import { install as SVGRenderer } from 'echarts/lib/renderer/installSVGRenderer.js';
import type { ChartOptions } from '@platform/shared/indicators/chart-options';
import { openFont, type ReportFonts } from './pdf-fonts.js';

registerParts(SVGRenderer);

let measuringFonts: ReportFonts | null = null;
const widths = new Map<string, number>();
const MAX_CACHED_WIDTHS = 20_000;

/**
 * ECharts lays labels out (the axis' width, the legend's wrapping) from text widths, which it asks a canvas
 * for; on the server there is none and it guesses from a generic sans-serif table. Measuring with the fonts
 * the PDF embeds puts every label where it will really end.
 */
function measureText(text: string, font?: string): { width: number } {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
  if (!measuringFonts || text === '') return { width: text.length * size * 0.5 };
  const bold = /\bbold\b|\b[6-9]00\b/.test(font ?? '');
  const family = font?.includes(measuringFonts.heading.family) ? measuringFonts.heading : measuringFonts.body;
  const path = bold ? family.bold : family.normal;
  const key = `${path}\u0000${text}`;
  let unitWidth = widths.get(key);
  if (unitWidth === undefined) {
    const face = openFont(path);
    unitWidth = face.layout(text).advanceWidth / face.unitsPerEm;
    if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
    widths.set(key, unitWidth);
  }
  return { width: unitWidth * size };
}

setPlatformAPI({ measureText: measureText as never });

/**
 * A chart drawn by ECharts' server-side SVG renderer (no DOM, no canvas): the options as the site builds them,
 * without animation or tooltip, `width` × `height` pixels (the PDF places them as points). Synchronous.
 */
export function chartSvg(options: ChartOptions, size: { width: number; height: number }, fonts: ReportFonts): string {
  measuringFonts = fonts;
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    const { tooltip: _tooltip, ...drawn } = options;
    chart.setOption({ ...drawn, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
    measuringFonts = null;
  }
}
