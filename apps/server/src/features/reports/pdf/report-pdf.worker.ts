import { parentPort, workerData } from 'node:worker_threads';
import type { ReportPdfWorkerInput, ReportPdfWorkerMessage } from './report-pdf-worker.js';
import { renderReportPdf } from './report-pdf.js';

// A worker thread's entry (report-pdf-worker.ts starts it): renders one report's PDF and hands its bytes back.
const port = parentPort!;
const { document, locale, options } = workerData as ReportPdfWorkerInput;
const send = (message: ReportPdfWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const pdf = await renderReportPdf(document, locale, { ...options, onProgress: (progress) => send({ type: 'progress', progress }) });
// The bytes move to the other thread rather than being copied (a buffer of its own first, not a slice of a pool).
const bytes = pdf.byteOffset === 0 && pdf.buffer.byteLength === pdf.byteLength ? new Uint8Array(pdf.buffer, 0, pdf.byteLength) : new Uint8Array(pdf);
send({ type: 'done', pdf: bytes }, [bytes.buffer as ArrayBuffer]);
