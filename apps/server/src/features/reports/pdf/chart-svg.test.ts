import { describe, expect, it } from 'vitest';
import { CHART_KINDS } from '@platform/shared/indicators/indicator.schemas';
import { indicatorChartOptions } from '@platform/shared/indicators/chart-options';
import { arrangeFigures } from '@platform/shared/indicators/indicator-figures';
import { chartSvg } from './chart-svg.js';
import { DEFAULT_REPORT_FONTS } from './pdf-fonts.js';
import { exportsFigures } from './test-report-document.js';

describe('chartSvg', () => {
  it.each(CHART_KINDS)('draws a %s chart of the shared options as SVG, without a DOM', (kind) => {
    const options = indicatorChartOptions({
      kind,
      figures: arrangeFigures(exportsFigures('exports', 4).data, 'en'),
      totalName: 'Total',
      unit: 'M$',
      formatValue: (value) => value.toFixed(0),
    });
    const svg = chartSvg(options, { width: 500, height: 360 }, DEFAULT_REPORT_FONTS);
    expect(svg).toMatch(/^<svg[^>]* width="500" height="360"/);
    expect(svg).toContain('<path');
    expect(svg).toContain('Boréal Aluminium');
    expect(svg).not.toContain('<image');
    if (kind !== 'pie') expect(svg).toContain('>2015<');
  });
});
