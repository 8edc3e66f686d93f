import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { ReportBrand, ReportFontFamily } from './report-document.js';
import { isWoff, woffToTtf } from './woff-to-ttf.js';

const require = createRequire(import.meta.url);

/** A face of the `@fontsource` packages (WOFF: fontkit reads it, so no TrueType copy is needed). */
const fontsource = (pkg: string, weight: number, style: 'normal' | 'italic') =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-${style}.woff`);

const family = (name: string, pkg: string, regular: number, bold: number): ReportFontFamily => ({
  family: name,
  normal: fontsource(pkg, regular, 'normal'),
  bold: fontsource(pkg, bold, 'normal'),
  italics: fontsource(pkg, regular, 'italic'),
  bolditalics: fontsource(pkg, bold, 'italic'),
});

/**
 * The site's typefaces (the demo client's brand: Montserrat for headings, Source Sans 3 for text), from npm
 * packages the server depends on, so a PDF embeds them after `npm install` alone, with no system font.
 */
export const DEFAULT_REPORT_FONTS = {
  heading: family('Montserrat', 'montserrat', 400, 700),
  body: family('Source Sans 3', 'source-sans-3', 400, 700),
} as const;

export interface ReportFonts {
  heading: ReportFontFamily;
  body: ReportFontFamily;
}

const UNPACKED_DIR = path.join(os.tmpdir(), 'report-pdf-fonts');
const readable = new Map<string, string>();

/**
 * A font file as the PDF library reads it fast: a WOFF file unpacked once to TrueType in the temporary folder
 * (named by its content: every process and thread shares it; written whole, then renamed into place), any
 * other (TrueType, OpenType, WOFF2) as it is.
 */
function readableFontFile(file: string): string {
  let ready = readable.get(file);
  if (ready) return ready;
  const bytes = readFileSync(file);
  if (!isWoff(bytes)) ready = file;
  else {
    ready = path.join(UNPACKED_DIR, `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.ttf`);
    if (!existsSync(ready)) {
      mkdirSync(UNPACKED_DIR, { recursive: true });
      const partial = `${ready}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, woffToTtf(bytes));
      renameSync(partial, ready);
    }
  }
  readable.set(file, ready);
  return ready;
}

const readableFamily = (family: ReportFontFamily): ReportFontFamily => ({
  family: family.family,
  normal: readableFontFile(family.normal),
  bold: readableFontFile(family.bold),
  italics: readableFontFile(family.italics),
  bolditalics: readableFontFile(family.bolditalics),
});

/** The brand's fonts (the defaults for any it has not), their files ready for the PDF library. */
export const reportFontsOf = (brand: ReportBrand): ReportFonts => ({
  heading: readableFamily(brand.fonts?.heading ?? DEFAULT_REPORT_FONTS.heading),
  body: readableFamily(brand.fonts?.body ?? DEFAULT_REPORT_FONTS.body),
});

const opened = new Map<string, fontkit.Font>();

/** A font file read once per process (fontkit's parsed font: its glyphs and metrics). */
export function openFont(path: string): fontkit.Font {
  let font = opened.get(path);
  if (!font) {
    const created = fontkit.create(readFileSync(path));
    // A collection (.ttc) would hold several fonts: the PDF library takes its first one too.
    font = 'fonts' in created ? created.fonts[0]! : created;
    opened.set(path, font);
  }
  return font;
}

/**
 * Characters some typefaces lack, and the nearest they all have: the web fonts' latin subsets have no narrow
 * no-break space (U+202F, French thousands), so a figure keeps an unbreakable space of normal width instead of
 * a missing-glyph box.
 */
const STAND_INS: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2011': '-',
  '\u2212': '-',
};

/**
 * Replaces, in every text the PDF prints, the characters that one of its fonts lacks by their stand-ins
 * (checked in the regular face of each family; the others of a family cover the same characters).
 */
export function printableText(fonts: ReportFonts): (text: string) => string {
  const missing = Object.keys(STAND_INS).filter((char) =>
    [fonts.heading.normal, fonts.body.normal].some((path) => !openFont(path).hasGlyphForCodePoint(char.codePointAt(0)!)),
  );
  if (missing.length === 0) return (text) => text;
  const pattern = new RegExp(`[${missing.join('')}]`, 'g');
  return (text) => text.replace(pattern, (char) => STAND_INS[char]!);
}
