import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf, type ReadPdf } from './read-pdf.js';
import { renderReportPdf } from './report-pdf.js';
import { reportDocumentFixture } from './test-report-document.js';

const NOW = new Date('2025-03-12T16:00:00Z');

/** The number of the first page after the contents whose text starts with `heading` (the running header and footer come last). */
const pageStarting = (pdf: ReadPdf, heading: string) => pdf.pages.findIndex((page, index) => index > 1 && page.text.startsWith(heading)) + 1;

/** The contents' entries as "name number" pairs, read from the contents page. */
function contentsEntries(pdf: ReadPdf, names: string[]): Record<string, number> {
  const contents = pdf.pages[1]!.text;
  return Object.fromEntries(
    names.map((name) => {
      const match = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)`).exec(contents);
      return [name, match ? Number(match[1]) : NaN];
    }),
  );
}

describe('renderReportPdf, in English, portrait', () => {
  let pdf: ReadPdf;
  const title = '2024 Sustainability Report';

  beforeAll(async () => {
    pdf = await readPdf(await renderReportPdf(reportDocumentFixture(), 'en', { now: NOW }));
  });

  it('opens on a cover with the title, period, scope and publication date, without running header or footer', () => {
    const cover = pdf.pages[0]!.text;
    expect(cover).toContain('Quebec Aluminium Association');
    expect(cover).toContain(title);
    expect(cover).toContain('Period: 2017–2021');
    expect(cover).toContain('Organisation: Boréal Aluminium');
    expect(cover).toContain('Published on March 12, 2025');
    expect(cover).not.toMatch(/Page \d+ of/);
    expect(pdf.title).toBe(title);
  });

  it('lists the contents with the page each heading is on', () => {
    const names = ['A word from the president', 'Key figures', 'Annual aluminium production', 'Exports by member 1', 'Monthly electricity use', 'Exports by member 2'];
    expect(pdf.pages[1]!.text.startsWith(`Contents`)).toBe(true);
    const entries = contentsEntries(pdf, names);
    expect(entries['Key figures']).toBe(entries['A word from the president']);
    for (const name of names.filter((each) => each !== 'Key figures')) {
      expect(entries[name], name).toBe(pageStarting(pdf, name));
    }
    // Each report page starts on a new PDF page, in order.
    expect(Object.values(entries)).toEqual([...Object.values(entries)].sort((a, b) => a - b));
    expect(new Set(Object.values(entries)).size).toBe(names.length - 1);
  });

  it('puts the headings in the document outline', () => {
    expect(pdf.outline).toEqual(expect.arrayContaining(['Key figures', 'Annual aluminium production', 'Monthly electricity use']));
  });

  it('writes "Page X of Y" in the footer and the title in the header of every page after the cover', () => {
    const count = pdf.pages.length;
    pdf.pages.slice(1).forEach((page, index) => {
      expect(page.text.endsWith(`${title} Page ${index + 2} of ${count}`)).toBe(true);
    });
  });

  it('shows an indicator’s name, unit, figures written in English, source, annotations and methodology', () => {
    const page = pdf.pages[pageStarting(pdf, 'Annual aluminium production') - 1]!;
    expect(page.text).toContain('Unit: Mt');
    expect(page.text).toMatch(/Period Total 2017 3\.20 2018 2\.90 2019 2\.95 2020 3\.10 2021 3\.13/);
    expect(page.text).toContain('Source: Quebec Aluminium Association');
    expect(page.text).toContain('Annotations 2019 A strike in 2019.');
    expect(page.text).not.toContain('Before the period');
    expect(pdf.pages.map((each) => each.text).join(' ')).toContain('Methodology Sum of the smelters’ production.');
    // Key figures: the document's (grouped in thousands), then indicators' latest values with their period.
    expect(pdf.pages[2]!.text).toContain('Key figures 9 smelters in Quebec 3.1 Mt primary aluminium produced in 2021 12,345 direct jobs');
    expect(pdf.pages[2]!.text).toMatch(/3\.13 Mt Primary aluminium cast 2021 \d,\d\d\d M\$ Exports by member 1 2021/);
  });

  it('draws the chart as vector paths and text, not as a picture', () => {
    const page = pdf.pages[pageStarting(pdf, 'Exports by member 1') - 1]!;
    // A stacked bar per year and member, axes, grid lines and legend: many paths.
    expect(page.operators.constructPath ?? 0).toBeGreaterThan(40);
    expect(page.operators.paintImageXObject ?? 0).toBe(0);
    expect(page.operators.paintInlineImageXObject ?? 0).toBe(0);
    // Its axis labels and legend are real text, figures written as on the page.
    expect(page.runs).toEqual(expect.arrayContaining(['2012', '2021', '6,000', 'Boréal Aluminium', 'Laurentide Metals']));
  });

  it('draws the charts in the client’s colours (its overrides naming web fonts still give text)', async () => {
    const document = reportDocumentFixture();
    document.brand.chartOverrides = { global: { color: ['#0a7abf', '#e3a72f'], textStyle: { fontFamily: "'Brand Web Font', system-ui, sans-serif" } } };
    const branded = await readPdf(await renderReportPdf(document, 'en', { now: NOW }));
    const page = branded.pages[pageStarting(branded, 'Exports by member 1') - 1]!;
    expect(page.fillColours).toEqual(expect.arrayContaining(['#0a7abf', '#e3a72f']));
    expect(pdf.pages[pageStarting(pdf, 'Exports by member 1') - 1]!.fillColours).not.toContain('#0a7abf');
    expect(page.runs).toEqual(expect.arrayContaining(['2012', '6,000', 'Boréal Aluminium']));
  });

  it('repeats a long table’s header row at the top of each page it runs onto', () => {
    const first = pageStarting(pdf, 'Monthly electricity use');
    const following = pdf.pages.slice(first).filter((page) => page.text.includes('2019-0'));
    expect(following.length).toBeGreaterThan(0);
    for (const page of pdf.pages.slice(first, first + 2)) {
      expect(page.text.startsWith('Period Total 20')).toBe(true);
    }
    // Every month is there once.
    const months = pdf.pages.flatMap((page) => page.runs.filter((run) => /^20\d\d-\d\d$/.test(run)));
    expect(months).toHaveLength(90);
  });

  it('starts what follows a page break on a new page, and keeps rich text as text', () => {
    const after = pdf.pages.findIndex((page) => page.text.includes('After the break.'));
    expect(pdf.pages[after]!.text.startsWith('After the break.')).toBe(true);
    expect(pdf.pages[2]!.text).toContain('Our members produced 3.1 million tonnes of aluminium in 2021');
    expect(pdf.pages[2]!.text).toContain('Three producers Nine smelters');
  });
});

describe('renderReportPdf, in French', () => {
  let pdf: ReadPdf;

  beforeAll(async () => {
    pdf = await readPdf(await renderReportPdf(reportDocumentFixture(), 'fr', { now: NOW }));
  });

  it('writes the words, numbers and dates for French readers', () => {
    const all = pdf.pages.map((page) => page.text).join(' ');
    expect(pdf.pages[0]!.text).toContain('Rapport de développement durable 2024');
    expect(pdf.pages[0]!.text).toContain('Publié le 12 mars 2025');
    expect(pdf.pages[1]!.text).toMatch(/^Table des matières Le mot du président 3/);
    expect(all).toContain('Production annuelle d’aluminium');
    expect(all).toMatch(/Période Total 2017 3,20 2018 2,90/);
    expect(all).toContain('Unité : Mt');
    expect(pdf.pages.at(-1)!.text.endsWith(`Page ${pdf.pages.length} sur ${pdf.pages.length}`)).toBe(true);
  });

  it('groups thousands with a space (a no-break one: see report-format.test.ts), in tables, key figures and chart axes', () => {
    const runs = pdf.pages.flatMap((page) => page.runs);
    // pdfjs reads a no-break space back as a space.
    expect(runs).toEqual(expect.arrayContaining(['12 345', '6 000']));
  });
});

describe('renderReportPdf, landscape', () => {
  it('lays every page wider than tall', async () => {
    const pdf = await readPdf(await renderReportPdf(reportDocumentFixture({ orientation: 'landscape' }), 'en', { now: NOW }));
    expect(pdf.pages.length).toBeGreaterThan(3);
    for (const page of pdf.pages) expect(page.width).toBeGreaterThan(page.height);
  });

  it('reports its progress part by part, then the layout', async () => {
    const seen: { done: number; total: number }[] = [];
    await renderReportPdf(reportDocumentFixture({ orientation: 'landscape' }), 'en', { onProgress: (progress) => seen.push(progress) });
    // Ten parts, then the layout.
    expect(seen.map((each) => each.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(seen.every((each) => each.total === 11)).toBe(true);
  });
});
