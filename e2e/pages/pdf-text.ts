import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader of a PDF sees, every page in order, with runs of white space (no-break spaces
 * included) made one plain space, so that figures can be looked for as a reader would read them.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  // A plain Uint8Array copy: pdfjs refuses a Node Buffer, and may detach the array it is given.
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
  } finally {
    await document.destroy();
  }
}
