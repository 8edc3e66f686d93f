import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_FONTS, reportFontsOf } from './pdf-fonts.js';
import { isWoff, woffToTtf } from './woff-to-ttf.js';

const open = (bytes: Buffer) => fontkit.create(bytes) as fontkit.Font;

describe('woffToTtf', () => {
  it('unpacks a WOFF font to the TrueType font it wraps: the same glyphs, metrics and names', () => {
    const woff = readFileSync(DEFAULT_REPORT_FONTS.body.normal);
    expect(isWoff(woff)).toBe(true);
    const ttf = woffToTtf(woff);
    expect(isWoff(ttf)).toBe(false);
    const [packed, unpacked] = [open(woff), open(ttf)];
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    const text = 'Production annuelle d’aluminium 1 234,5';
    expect(unpacked.layout(text).advanceWidth).toBe(packed.layout(text).advanceWidth);
    expect(unpacked.glyphForCodePoint(0x00e9).path.toSVG()).toBe(packed.glyphForCodePoint(0x00e9).path.toSVG());
  });

  it('gives the PDF library the unpacked copies of the default fonts', () => {
    const fonts = reportFontsOf({ name: { en: 'A', fr: 'A' } });
    expect(fonts.body.family).toBe('Source Sans 3');
    expect(fonts.body.normal).toMatch(/\.ttf$/);
    expect(isWoff(readFileSync(fonts.heading.bold))).toBe(false);
  });
});
