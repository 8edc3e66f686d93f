import { render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import EChart, { type EChartHandle } from './EChart';

const option = {
  animation: false,
  xAxis: { type: 'category', data: ['2020', '2021'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [3100, 3150] }],
};

describe('EChart', () => {
  it('draws the options as SVG in a labelled picture', async () => {
    const { getByRole } = render(<EChart option={option} label="Chart of production" height={300} />);
    const picture = getByRole('img', { name: 'Chart of production' });
    await waitFor(() => expect(picture.querySelector('svg')).not.toBeNull());
    expect(picture.querySelectorAll('svg path').length).toBeGreaterThan(0);
  });

  it('gives its picture as an SVG data address, in a font every system has', async () => {
    const handle = createRef<EChartHandle>();
    const branded = { ...option, textStyle: { fontFamily: 'Brand Sans' } };
    const { getByRole } = render(<EChart option={branded} label="Chart" handleRef={handle} />);
    await waitFor(() => expect(getByRole('img').querySelector('svg')).not.toBeNull());
    const url = handle.current!.svgDataUrl();
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('3,000');
    // Seen without the page's web fonts, the picture's text is laid out in a font every system has.
    expect(svg).toContain('font-family:sans-serif');
    expect(svg).not.toContain('Brand Sans');
  });
});
