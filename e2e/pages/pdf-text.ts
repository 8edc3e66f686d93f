import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader of a PDF sees, every page in order, with runs of white space (no-break spaces
 * included) made one plain space, so that figures can be looked for as a reader would read them.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  // A plain Uint8Array copy: pdfjs refuses a Node Buffer, and may detach the array it is given.
  const loadingTask = getDocument({ data: new Uint8Array(data), useSystemFonts: false });
  try {
    const document = await loadingTask.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
  } finally {
    // The loading task owns the document and its worker (pdfjs 6 dropped PDFDocumentProxy.destroy).
    await loadingTask.destroy();
  }
}
