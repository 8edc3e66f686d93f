// Writes the one-page summaries of the 2024 sustainability report, in English and French, with
// the spec's key figures. Usage: node clients/demo/scripts/make-report-pdfs.mjs
import { createWriteStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const fontFile = (pkg, name) => readFileSync(require.resolve(`@fontsource/${pkg}/files/${name}.woff`));
const FONTS = {
  heading: fontFile('montserrat', 'montserrat-latin-700-normal'),
  body: fontFile('source-sans-3', 'source-sans-3-latin-400-normal'),
  strong: fontFile('source-sans-3', 'source-sans-3-latin-600-normal'),
};

const HYDRO = '#0f6fb5';
const NAVY = '#0b3558';
const STEEL = '#3b4552';
const GREY = '#6b7682';
const LINE = '#d5dde5';
const NBSP = '\u00a0';

/** The spec's figures (§9): smelters and production by year; the rest hold every year. */
const YEARS = [
  { year: 2017, smelters: 10, production: 3.2 },
  { year: 2018, smelters: 9, production: 2.9 },
  { year: 2019, smelters: 9, production: 2.9 },
  { year: 2020, smelters: 9, production: 3.1 },
  { year: 2021, smelters: 9, production: 3.1 },
];

const decimal = (value, locale) => (locale === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1));
// The brand fonts' latin subsets have no narrow no-break space (U+202F): print a no-break space.
const printable = (s) => s.replace(/\u202f/g, NBSP);

const TEXT = {
  en: {
    file: 'report-summary-2024-en.pdf',
    title: '2024 Sustainability Report Summary',
    association: ['Quebec Aluminium', 'Association'],
    subtitle: 'Key figures of the aluminium industry in Quebec, 2017–2021',
    keyFigures: 'Key figures',
    cards: [
      { value: '3', label: 'aluminium producers, members of the association' },
      { value: '9', label: 'smelters in Quebec (10 in 2017)' },
      { value: '3.1', label: 'million tonnes of primary aluminium produced in 2021' },
      { value: '96%', label: 'of the electricity used comes from hydropower' },
      { value: 'over 95%', label: 'reduction in PAH emissions since 1990' },
      { value: 'about 2 t', label: ['of CO', '2', ' equivalent per tonne', 'of aluminium'] },
    ],
    tableTitle: 'Smelters and annual production',
    columns: ['Year', 'Smelters', 'Production (million tonnes)'],
    production: (v) => decimal(v, 'en'),
    sections: [
      ['Economy', 'The association’s three producers and its mining member run an industry rooted in the regions of Quebec, exporting most of its output.'],
      ['Environment', 'Hydroelectricity supplies 96% of the electricity used, which keeps the carbon intensity at about 2 tonnes of carbon dioxide equivalent per tonne of aluminium. PAH emissions are down by over 95% since 1990.'],
      ['Social', 'Members invest in training, community donations and well-paid jobs in the regions where they operate.'],
    ],
    notice: 'Figures other than the number of producers and smelters, annual production, the hydroelectricity share, the PAH reduction and the carbon intensity are illustrative demo values.',
    footer: '© 2024 Quebec Aluminium Association. Demonstration document: the association and its members are fictional.',
  },
  fr: {
    file: 'report-summary-2024-fr.pdf',
    title: 'Rapport DD 2024 Sommaire',
    association: ['Association de l’aluminium', 'du Québec'],
    subtitle: 'Chiffres clés de l’industrie de l’aluminium au Québec, 2017-2021',
    keyFigures: 'Chiffres clés',
    cards: [
      { value: '3', label: 'producteurs d’aluminium membres de l’association' },
      { value: '9', label: 'alumineries au Québec (10 en 2017)' },
      { value: '3,1', label: 'millions de tonnes d’aluminium produites (2021)' },
      { value: `96${NBSP}%`, label: 'de l’électricité utilisée provient de l’hydroélectricité' },
      { value: `plus de 95${NBSP}%`, label: 'de réduction des émissions de HAP depuis 1990' },
      { value: `environ 2${NBSP}t`, label: ['d’équivalent CO', '2', ' par tonne', 'd’aluminium'] },
    ],
    tableTitle: 'Alumineries et production annuelle',
    columns: ['Année', 'Alumineries', 'Production (millions de tonnes)'],
    production: (v) => decimal(v, 'fr'),
    sections: [
      ['Économie', 'Les trois producteurs de l’association et son membre minier forment une industrie ancrée dans les régions du Québec, qui exporte l’essentiel de sa production.'],
      ['Environnement', `L’hydroélectricité fournit 96${NBSP}% de l’électricité utilisée${NBSP}: environ 2 tonnes d’équivalent dioxyde de carbone par tonne d’aluminium. Les émissions de HAP ont baissé de plus de 95${NBSP}% depuis 1990.`],
      ['Social', 'Les membres investissent dans la formation, les dons à la communauté et des emplois bien rémunérés dans les régions où ils sont présents.'],
    ],
    notice: 'Les chiffres autres que le nombre de producteurs et d’alumineries, la production annuelle, la part d’hydroélectricité, la réduction des HAP et l’intensité carbone sont des valeurs de démonstration fournies à titre indicatif.',
    footer: `© 2024 Association de l’aluminium du Québec. Document de démonstration${NBSP}: l’association et ses membres sont fictifs.`,
  },
};

/** The association's mark (see make-logos.mjs), 64 units wide, at (x, y). */
function mark(doc, x, y, scale) {
  doc.save().translate(x, y).scale(scale);
  doc.path('M32 2l26 15v30L32 62 6 47V17z').fill('#ffffff');
  doc.path('M17 40l15-24 15 24').lineWidth(6).lineCap('round').lineJoin('round').stroke(HYDRO);
  doc.path('M14 48c4.5-4 9-4 13.5 0s9 4 13.5 0 6-3 9-2').lineWidth(4).stroke('#5fb4e6');
  doc.restore();
}

/** A label with a subscript: parts are [before, subscript, after, next line]. */
function subscriptLine(doc, [before, sub, after, next], x, y, size) {
  doc.font('body').fontSize(size).fillColor(STEEL).text(before, x, y, { lineBreak: false });
  const x2 = x + doc.widthOfString(before);
  doc.fontSize(size * 0.7).text(sub, x2, y + size * 0.38, { lineBreak: false });
  const x3 = x2 + doc.widthOfString(sub);
  doc.fontSize(size).text(after, x3, y, { lineBreak: false });
  doc.text(next, x, y + size * 1.5, { lineBreak: false });
}

function writeSummary(locale) {
  const t = TEXT[locale];
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 24, left: 54, right: 54 },
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: t.title, Author: t.association.join(' '), Subject: t.subtitle, CreationDate: new Date('2024-06-01T12:00:00Z') },
  });
  doc.pipe(createWriteStream(path.join(ASSETS, t.file)));
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data);
  const W = doc.page.width;
  const left = 54;
  const width = W - 108;

  const band = doc.linearGradient(0, 0, W, 150);
  band.stop(0, NAVY).stop(1, HYDRO);
  doc.rect(0, 0, W, 120).fill(band);
  mark(doc, left, 28, 1);
  doc.font('heading').fontSize(15).fillColor('#ffffff').text(t.association[0], left + 78, 40).text(t.association[1]);
  doc.font('heading').fontSize(24).fillColor(STEEL).text(printable(t.title), left, 146);
  doc.font('body').fontSize(13).fillColor(GREY).text(printable(t.subtitle), left, doc.y + 4);

  // Key figures: two rows of three cards.
  doc.font('heading').fontSize(13).fillColor(HYDRO).text(t.keyFigures.toUpperCase(), left, 214, { characterSpacing: 1 });
  const cardW = (width - 24) / 3;
  const cardH = 86;
  t.cards.forEach((card, i) => {
    const x = left + (i % 3) * (cardW + 12);
    const y = 236 + Math.floor(i / 3) * (cardH + 12);
    doc.roundedRect(x, y, cardW, cardH, 6).fill('#f1f5f9');
    doc.rect(x, y, 4, cardH).fill(HYDRO);
    doc.font('heading').fontSize(20).fillColor(HYDRO).text(printable(card.value), x + 16, y + 14, { width: cardW - 26, lineBreak: false });
    if (Array.isArray(card.label)) subscriptLine(doc, card.label.map(printable), x + 16, y + 46, 10.5);
    else doc.font('body').fontSize(10.5).fillColor(STEEL).text(printable(card.label), x + 16, y + 46, { width: cardW - 26 });
  });

  // The year table.
  let y = 444;
  doc.font('heading').fontSize(13).fillColor(HYDRO).text(t.tableTitle.toUpperCase(), left, y, { characterSpacing: 1 });
  y += 24;
  const cols = [left, left + 110, left + 240];
  doc.font('strong').fontSize(10.5).fillColor(GREY);
  t.columns.forEach((c, i) => doc.text(c, cols[i], y, { lineBreak: false }));
  y += 17;
  for (const row of YEARS) {
    doc.moveTo(left, y - 4).lineTo(left + width, y - 4).lineWidth(0.6).stroke(LINE);
    doc.font('body').fontSize(10.5).fillColor(STEEL);
    [String(row.year), String(row.smelters), t.production(row.production)].forEach((v, i) => doc.text(v, cols[i], y, { lineBreak: false }));
    y += 16;
  }

  // Economy, environment and social, side by side.
  y += 14;
  const colW = (width - 24) / 3;
  t.sections.forEach(([heading, body], i) => {
    const x = left + i * (colW + 12);
    doc.font('heading').fontSize(11).fillColor(NAVY).text(heading, x, y, { width: colW });
    doc.font('body').fontSize(9.5).fillColor(STEEL).text(printable(body), x, doc.y + 3, { width: colW, lineGap: 1 });
  });

  doc.font('body').fontSize(8.5).fillColor(GREY);
  doc.text(printable(t.notice), left, 700, { width, lineGap: 1 });
  doc.moveTo(left, 738).lineTo(left + width, 738).lineWidth(0.6).stroke(LINE);
  doc.text(printable(t.footer), left, 744, { width, lineBreak: false });
  doc.end();
  console.log(t.file);
}

writeSummary('en');
writeSummary('fr');
