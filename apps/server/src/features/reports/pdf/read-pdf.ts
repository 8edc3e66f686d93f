import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page of a PDF as a reader (and a viewer) finds it. */
export interface ReadPage {
  width: number;
  height: number;
  /** Its text runs in order, white space inside a run as written. */
  runs: string[];
  /** The runs joined, runs of white space (no-break spaces included) made one plain space. */
  text: string;
  /** How many times each drawing operation is used (pdfjs' operator names: constructPath, showText…). */
  operators: Record<string, number>;
  /** The colours things are filled with (`#rrggbb`, lower case), each once. */
  fillColours: string[];
}

export interface ReadPdf {
  pages: ReadPage[];
  /** The document outline's (bookmarks') titles, top level first. */
  outline: string[];
  title: string | null;
}

const OPERATOR_NAMES = new Map(Object.entries(OPS).map(([name, code]) => [code, name]));

/** Reads a PDF back with pdfjs (no rendering): what tests of the report PDF check against. */
export async function readPdf(data: Uint8Array): Promise<ReadPdf> {
  // A plain Uint8Array copy: pdfjs refuses a Node Buffer, and may detach the array it is given.
  const loadingTask = getDocument({ data: new Uint8Array(data), useSystemFonts: false });
  try {
    const document = await loadingTask.promise;
    const pages: ReadPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const runs = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : ''));
      const operators: Record<string, number> = {};
      const fillColours = new Set<string>();
      const { fnArray, argsArray } = await page.getOperatorList();
      for (const [index, code] of fnArray.entries()) {
        const name = OPERATOR_NAMES.get(code) ?? String(code);
        operators[name] = (operators[name] ?? 0) + 1;
        const colour = (argsArray[index] as unknown[] | null)?.[0];
        if (name === 'setFillRGBColor' && typeof colour === 'string') fillColours.add(colour.toLowerCase());
      }
      pages.push({ width, height, runs, text: runs.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ').trim(), operators, fillColours: [...fillColours] });
    }
    const outline = ((await document.getOutline()) ?? []).map((entry) => entry.title);
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    return { pages, outline, title: info.Title ?? null };
  } finally {
    await loadingTask.destroy();
  }
}
