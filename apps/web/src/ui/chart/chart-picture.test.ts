import { describe, expect, it } from 'vitest';
import { framedPicture } from './chart-picture';

const chart = '<svg width="400" height="300" xmlns="http://www.w3.org/2000/svg"><rect width="400" height="300"/></svg>';
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('a chart picture with its frame', () => {
  it('names the chart above it and says its source below, with the chart kept whole between them', () => {
    const framed = framedPicture(chart, { width: 400, height: 300 }, {
      title: 'Primary aluminium production',
      subtitle: 'Unit: t',
      footer: ['Source: Aluminium Association', 'https://example.org/indicators/a/b/c'],
    });
    const document = parse(framed.svg);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const texts = [...document.getElementsByTagName('text')].map((text) => text.textContent);
    expect(texts).toEqual(['Primary aluminium production', 'Unit: t', 'Source: Aluminium Association', 'https://example.org/indicators/a/b/c']);
    const nested = document.documentElement.getElementsByTagName('svg')[0]!;
    const chartTop = Number(nested.getAttribute('y'));
    // The title and unit sit above the chart, the footer under it, and the picture holds all of it.
    const [title, unit, source] = [...document.getElementsByTagName('text')].map((text) => Number(text.getAttribute('y')));
    expect(title).toBeLessThan(chartTop);
    expect(unit).toBeLessThan(chartTop);
    expect(source).toBeGreaterThan(chartTop + 300);
    expect(framed.height).toBeGreaterThan(source!);
    expect(document.documentElement.getAttribute('height')).toBe(String(framed.height));
  });

  it('wraps a long name to the width and escapes what would break the document', () => {
    const framed = framedPicture(chart, { width: 200, height: 300 }, {
      title: 'Emissions of polycyclic aromatic hydrocarbons <per> tonne & "site"',
      footer: [],
    });
    const document = parse(framed.svg);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const lines = [...document.getElementsByTagName('text')].map((text) => text.textContent ?? '');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Emissions of polycyclic aromatic hydrocarbons <per> tonne & "site"');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor((200 - 32) / 9));
  });
});
