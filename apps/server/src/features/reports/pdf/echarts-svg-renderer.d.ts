// ECharts' SVG renderer on its own: `echarts/renderers` would load the canvas renderer too (see chart-svg.ts).
declare module 'echarts/lib/renderer/installSVGRenderer.js' {
  import type { use } from 'echarts/core';
  export const install: Parameters<typeof use>[0];
}
