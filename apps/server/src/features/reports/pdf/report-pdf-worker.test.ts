import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { renderReportPdfInWorker } from './report-pdf-worker.js';
import { largeReportDocument, reportDocumentFixture } from './test-report-document.js';

/**
 * How long this thread's event loop was busy, in all, while `work` ran (Node's event-loop utilisation: time
 * spent running callbacks, not waiting). Under that total, no single stretch kept the server from answering
 * longer. A timer's lateness would say the same on a quiet machine, but on a loaded one it also counts the
 * time the thread waited for a core, which no code of ours can help.
 */
async function busyDuring<T>(work: () => Promise<T>): Promise<{ result: T; busyMs: number }> {
  const start = performance.eventLoopUtilization();
  const result = await work();
  return { result, busyMs: performance.eventLoopUtilization(start).active };
}

describe('renderReportPdfInWorker', () => {
  it('renders a 50-page report of 40 indicators while the event loop keeps answering', async () => {
    const progress: number[] = [];
    const { result: pdf, busyMs } = await busyDuring(() =>
      renderReportPdfInWorker(largeReportDocument({ pages: 50, indicators: 40 }), 'en', { onProgress: ({ done }) => progress.push(done) }),
    );
    // Laying the pages out takes the PDF library a second or more in one stretch: here, on another thread.
    expect(busyMs).toBeLessThan(200);
    // 51 parts (the first page has a text and the key figures), then the layout.
    expect(progress.at(-1)).toBe(52);
    const loadingTask = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
    try {
      const document = await loadingTask.promise;
      expect(document.numPages).toBeGreaterThan(50);
      const outline = (await document.getOutline()).map((entry) => entry.title);
      expect(outline.filter((title) => title.startsWith('Exports by member'))).toHaveLength(40);
    } finally {
      await loadingTask.destroy();
    }
  });

  it('stops the worker when the rendering is aborted', async () => {
    const controller = new AbortController();
    const rendering = renderReportPdfInWorker(reportDocumentFixture(), 'fr', { signal: controller.signal, onProgress: () => controller.abort(new Error('cancelled')) });
    await expect(rendering).rejects.toThrow('cancelled');
    await expect(renderReportPdfInWorker(reportDocumentFixture(), 'fr', { signal: controller.signal })).rejects.toThrow('cancelled');
  });
});
