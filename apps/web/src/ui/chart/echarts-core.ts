import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the charts draw: line, bar (stacked too), area (lines with an area) and pie, their axes, legend and
// tooltip, drawn as SVG, which is also what the pictures are made from.
registerParts([LineChart, BarChart, PieChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export { init };
export type { EChartsType } from 'echarts/core';
