// Draws the association's logos, the member logos and the favicon as SVG. Wordmarks are set in
// Montserrat (SIL Open Font License, from @fontsource/montserrat) and converted to outlines with
// fontkit, so the files need no font. Usage: node clients/demo/scripts/make-logos.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const fonts = {};
const font = (weight) =>
  (fonts[weight] ??= fontkit.create(readFileSync(require.resolve(`@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff`))));

const num = (v) => String(Math.round(v * 10) / 10);
const COMMANDS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

let glyphIds = new Map();
let glyphDefs = [];

/** A glyph outline in its own coordinates (origin on the baseline), defined once per file. */
function glyphRef(f, weight, size, glyph) {
  const key = `${weight}/${size}/${glyph.id}`;
  if (!glyphIds.has(key)) {
    const k = size / f.unitsPerEm;
    let d = '';
    for (const { command, args } of glyph.path.commands) {
      const points = [];
      for (let j = 0; j < args.length; j += 2) points.push(`${num(args[j] * k)} ${num(-args[j + 1] * k)}`);
      d += COMMANDS[command] + points.join(' ');
    }
    const id = `g${glyphIds.size}`;
    glyphIds.set(key, d ? id : null);
    if (d) glyphDefs.push(`<path id="${id}" d="${d.replace(/ -/g, '-')}"/>`);
  }
  return glyphIds.get(key);
}

/** A line of text as outlines: `x` is the left edge, `y` the baseline. Returns [svg, width]. */
function text(line, { weight, size, x, y, fill, tracking = 0 }) {
  const f = font(weight);
  const k = size / f.unitsPerEm;
  const run = f.layout(line);
  let pen = x;
  let uses = '';
  run.glyphs.forEach((glyph, i) => {
    const id = glyphRef(f, weight, size, glyph);
    if (id) uses += `<use href="#${id}" x="${num(pen)}" y="${num(y)}"/>`;
    pen += run.positions[i].xAdvance * k + tracking;
  });
  return [`<g fill="${fill}">${uses}</g>`, pen - tracking - x];
}

function svg(name, width, height, title, body) {
  const defs = glyphDefs.length > 0 ? `<defs>${glyphDefs.join('')}</defs>` : '';
  glyphIds = new Map();
  glyphDefs = [];
  const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${height}" width="${num(width)}" height="${height}" role="img" aria-labelledby="t"><title id="t">${title}</title>${defs}${body}</svg>\n`;
  writeFileSync(path.join(ASSETS, name), file);
  console.log(`${name}: ${(file.length / 1024).toFixed(1)} KB`);
}

const HYDRO = '#0f6fb5';
const STEEL = '#3b4552';

/** The association's mark: an aluminium-crystal hexagon, a peak and a wave of hydro power. */
function associationMark({ hexagon, peak, wave }) {
  return (
    `<path fill="${hexagon}" d="M32 2l26 15v30L32 62 6 47V17z"/>` +
    `<path fill="none" stroke="${peak}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="M17 40l15-24 15 24"/>` +
    `<path fill="none" stroke="${wave}" stroke-width="4" stroke-linecap="round" d="M14 48c4.5-4 9-4 13.5 0s9 4 13.5 0 6-3 9-2"/>`
  );
}

function associationLogo(name, { hexagon, peak, wave, line1, line2 }) {
  const [en, w1] = text('Quebec Aluminium Association', { weight: 700, size: 17, x: 78, y: 29, fill: line1 });
  const [fr, w2] = text('Association de l’aluminium du Québec', { weight: 500, size: 12.6, x: 78, y: 48, fill: line2 });
  svg(name, 78 + Math.max(w1, w2) + 2, 64, 'Quebec Aluminium Association / Association de l’aluminium du Québec', associationMark({ hexagon, peak, wave }) + en + fr);
}

associationLogo('logo-association.svg', { hexagon: HYDRO, peak: '#ffffff', wave: '#8fd0f5', line1: STEEL, line2: HYDRO });
associationLogo('logo-association-white.svg', { hexagon: '#ffffff', peak: HYDRO, wave: '#5fb4e6', line1: '#ffffff', line2: '#d5e9f8' });

svg(
  'favicon.svg',
  64,
  64,
  'Quebec Aluminium Association',
  associationMark({ hexagon: HYDRO, peak: '#ffffff', wave: '#8fd0f5' }),
);

/** A member's logo: its mark in a 48-unit square, then a two-line wordmark. */
function memberLogo(name, title, mark, { top, bottom, colour, accent }) {
  const [a, w1] = text(top, { weight: 800, size: 20, x: 58, y: 24, fill: colour, tracking: 0.5 });
  const [b, w2] = text(bottom, { weight: 500, size: 10.5, x: 58, y: 40, fill: accent, tracking: 2.6 });
  svg(name, 58 + Math.max(w1, w2) + 2, 48, title, mark + a + b);
}

memberLogo(
  'member-boreal.svg',
  'Boréal Aluminium',
  '<path fill="#1f7a5a" d="M24 3l11 13h-6l9 11h-7l10 12H7l10-12h-7l9-11h-6z"/><path fill="#9aa6b1" d="M21 39h6v7h-6z"/>',
  { top: 'BORÉAL', bottom: 'ALUMINIUM', colour: '#1f4f3d', accent: '#1f7a5a' },
);
memberLogo(
  'member-laurentide.svg',
  'Laurentide Metals',
  '<circle cx="33" cy="13" r="6" fill="#c57b3a"/><path fill="none" stroke="#1d3557" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" d="M4 41l12-19 9 12 7-9 12 16"/><path fill="none" stroke="#7d8ea3" stroke-width="3" stroke-linecap="round" d="M6 46h36"/>',
  { top: 'Laurentide', bottom: 'METALS', colour: '#1d3557', accent: '#c57b3a' },
);
memberLogo(
  'member-minerais.svg',
  'Minerais Nordiques',
  '<circle cx="24" cy="24" r="21" fill="none" stroke="#8c3b2b" stroke-width="3"/><path fill="#8c3b2b" d="M24 6l4.5 13.5L42 24l-13.5 4.5L24 42l-4.5-13.5L6 24l13.5-4.5z"/><path fill="#e3b04b" d="M24 15l2.4 6.6L33 24l-6.6 2.4L24 33l-2.4-6.6L15 24l6.6-2.4z"/>',
  { top: 'MINERAIS', bottom: 'NORDIQUES', colour: '#5e2a20', accent: '#8c3b2b' },
);
