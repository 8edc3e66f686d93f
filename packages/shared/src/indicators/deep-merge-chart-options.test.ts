import { describe, expect, it } from 'vitest';
import { deepMergeChartOptions as deepMerge } from './chart-options.js';

describe('deepMergeChartOptions', () => {
  it('merges nested objects key by key, the later override winning', () => {
    const base = { grid: { left: 8, right: 8 }, legend: { show: true, top: 0 } };
    expect(deepMerge(base, { grid: { left: 40 } }, { grid: { left: 60 }, legend: { show: false } })).toEqual({
      grid: { left: 60, right: 8 },
      legend: { show: false, top: 0 },
    });
  });

  it('replaces arrays and plain values whole, and keeps the inputs unchanged', () => {
    const base = { color: ['#000', '#111'], series: [{ type: 'line' }], animation: true };
    const override = { color: ['#f00'], animation: false };
    const merged = deepMerge(base, override);
    expect(merged).toEqual({ color: ['#f00'], series: [{ type: 'line' }], animation: false });
    expect(base.color).toEqual(['#000', '#111']);
    expect(merged.series).toBe(base.series);
  });

  it('skips missing overrides and undefined values', () => {
    expect(deepMerge({ a: 1 }, undefined, null, { a: undefined })).toEqual({ a: 1 });
  });
});
