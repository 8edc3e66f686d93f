import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale } from '@platform/shared/i18n/locales';
import type { ReportDocument } from './report-document.js';
import type { RenderReportPdfOptions, ReportPdfProgress } from './report-pdf.js';

export interface ReportPdfWorkerInput {
  document: ReportDocument;
  locale: Locale;
  options: Omit<RenderReportPdfOptions, 'onProgress'>;
}

export type ReportPdfWorkerMessage = { type: 'progress'; progress: ReportPdfProgress } | { type: 'done'; pdf: Uint8Array };

export interface RenderInWorkerOptions extends RenderReportPdfOptions {
  /** Stops the rendering (the worker is terminated) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The worker's heap, in megabytes (a 50-page report needs about 150). */
  maxHeapMb?: number;
}

/**
 * Where the worker's entry is: beside this file when the server runs from its TypeScript sources (tests, `tsx
 * watch`), then read through tsx as this file is; `report-pdf.worker.js` beside the bundle (apps/server/dist)
 * in a built server, which build.mjs must emit as an entry point of its own.
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { url: new URL('./report-pdf.worker.ts', import.meta.url), execArgv: ['--import', tsx] };
  }
  const url = new URL('./report-pdf.worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) {
    throw new Error(`The report PDF worker was not built (${fileURLToPath(url)}): add src/features/reports/pdf/report-pdf.worker.ts to the entry points of apps/server/build.mjs.`);
  }
  return { url, execArgv: [] };
}

/**
 * `renderReportPdf` in a worker thread of its own, so the server keeps answering while a long report is laid
 * out (a synchronous stretch of a second or more in the PDF library). The document is copied to the worker
 * (plain data: the brand's chart overrides must hold no functions); the PDF's bytes come back without a copy.
 * The worker ends with the rendering, and its memory with it.
 */
export function renderReportPdfInWorker(document: ReportDocument, locale: Locale, options: RenderInWorkerOptions = {}): Promise<Buffer> {
  const { onProgress, signal, maxHeapMb, ...rendering } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const entry = workerEntry();
    const workerData: ReportPdfWorkerInput = { document, locale, options: rendering };
    const worker = new Worker(entry.url, {
      workerData,
      execArgv: entry.execArgv,
      ...(maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } } : {}),
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => {
      settle(() => reject(signal?.reason));
      void worker.terminate();
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: ReportPdfWorkerMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else {
        settle(() => resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength)));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`The report PDF worker stopped (exit code ${code}) before the PDF was made.`))));
  });
}
