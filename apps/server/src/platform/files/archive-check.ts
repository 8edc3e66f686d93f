import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors/app-error.js';

/** Limits of an accepted archive: beyond them it is treated as a decompression bomb. */
export const ARCHIVE_LIMITS = {
  maxEntries: 10_000,
  /** The sum of what the entries say they unpack to. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  /** Unpacked / packed, for entries above `ratioFloorBytes` (small entries of repeated bytes are normal). */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const invalidArchive = (feedback: string, reason: string) =>
  new AppError('INVALID_ARCHIVE', feedback, { upload: [{ error: 'INVALID_ARCHIVE', reason }] });

/**
 * Reads a zip container's directory (zip, docx, xlsx, …) without unpacking it and
 * refuses: an unreadable archive, an entry named with an absolute path or a `..`
 * segment (yauzl refuses these itself, with backslashes read as separators), too
 * many entries, and a decompression bomb (total unpacked size or an entry's
 * ratio beyond ARCHIVE_LIMITS). Sizes are the ones the archive declares; an
 * archive that lies about them fails when yauzl unpacks it (it checks each
 * entry's real size against the declared one). Archives inside the archive are
 * not opened.
 */
export async function checkArchive(filePath: string, limits = ARCHIVE_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: true });
  } catch {
    throw invalidArchive('The archive cannot be read.', 'UNREADABLE');
  }
  await new Promise<void>((resolve, reject) => {
    let entries = 0;
    let total = 0;
    const stop = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: Entry) => {
      entries += 1;
      total += entry.uncompressedSize;
      if (entries > limits.maxEntries) return stop(invalidArchive('The archive holds too many files.', 'TOO_MANY_ENTRIES'));
      if (total > limits.maxUncompressedBytes) return stop(invalidArchive('The archive unpacks to too much data.', 'TOO_LARGE_UNPACKED'));
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
        return stop(invalidArchive('The archive is compressed suspiciously well.', 'COMPRESSION_RATIO'));
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    // Unsafe entry names (absolute, `..`) and malformed directories arrive here.
    zip.on('error', (error: Error) => stop(invalidArchive('The archive cannot be read.', /path/.test(error.message) ? 'UNSAFE_PATH' : 'UNREADABLE')));
    zip.readEntry();
  });
}
