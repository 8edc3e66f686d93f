import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';

/** Uncompressed XML a sheet may have waiting for the zip before its writer waits for the zip to catch up. */
export const MAX_QUEUED_XML_BYTES = 4 * 1024 * 1024;

/** The XML of a sheet waiting to be compressed, and a wait for the zip to take it. */
export interface ZipQueue {
  /** Bytes written to the sheet and not yet taken by the zip's compression. */
  queuedBytes(): number;
  /**
   * A turn of the event loop for the zip to take what is written; when the queue holds more than
   * `MAX_QUEUED_XML_BYTES` nonetheless (a slow disk…), until the zip has taken all of it. Rejects when `failed`
   * does (the file failed: the zip would never take it).
   */
  relieve(failed: Promise<never>): Promise<void>;
}

/** A Node stream (archiver's, from readable-stream) as far as we read it: its two buffers and its events. */
interface EntryStream {
  _writableState: { length: number };
  _readableState: { length: number };
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The queue in front of a streamed sheet's zip entry, or null when exceljs no longer has the shape this
 * reads (the writer then only yields turns, as before: correct, but its memory unbounded again).
 *
 * Why reach inside exceljs: its streaming writer (4.4) has no back-pressure (exceljs/exceljs#734). A
 * committed row's XML goes into the sheet's `stream` (exceljs's StreamBuf), which hands each 64 kB chunk
 * to the stream archiver reads the zip entry from (a PassThrough archiver puts in front of it, its
 * `pipes[0]`) ignoring `write()`'s answer. Deflate only takes a chunk per turn of the event loop, so when
 * rows come faster the uncompressed XML piles up there: hundreds of MB for a million rows. Call this after
 * the sheet's first row is committed (exceljs opens the sheet's zip entry then).
 */
export function zipQueueOf(sheet: ExcelJS.Worksheet): ZipQueue | null {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  if (!isEntryStream(entry)) return null;
  const queuedBytes = () => entry._writableState.length + entry._readableState.length;
  return {
    queuedBytes,
    async relieve(failed) {
      await (queuedBytes() <= MAX_QUEUED_XML_BYTES ? nextTurn() : Promise.race([drained(entry), failed]));
    },
  };
}

function isEntryStream(value: unknown): value is EntryStream {
  const stream = value as Partial<EntryStream> | undefined;
  return (
    typeof stream?._writableState?.length === 'number' &&
    typeof stream._readableState?.length === 'number' &&
    typeof stream.once === 'function' &&
    typeof stream.removeListener === 'function'
  );
}

/** Until the entry's 'drain' (its queue is empty; every chunk exceljs writes is far above 16 kB, so each asks for one), or its failure. */
function drained(entry: EntryStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      entry.removeListener('drain', onDrain);
      entry.removeListener('error', done);
      entry.removeListener('close', onClose);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The zip entry closed before it took the sheet'));
    entry.once('drain', onDrain);
    entry.once('error', done);
    entry.once('close', onClose);
  });
}
