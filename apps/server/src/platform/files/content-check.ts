import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { UploadExtension } from '@platform/shared/files/upload-rules';
import { AppError } from '../errors/app-error.js';

/** Zip containers among the allowed extensions: their archive is inspected too (see archive-check). */
export const ZIP_FAMILY: readonly UploadExtension[] = ['zip', 'docx', 'xlsx', 'xlsm', 'pptx', 'odt', 'ods'];

/**
 * What the content of each allowed extension must be, by its magic bytes (file-type's names). The old
 * Office formats and Outlook messages are all OLE compound files ('cfb'); an Excel workbook with or without
 * macros is either OOXML spreadsheet; a .zip may hold any allowed zip container. 'text' has no magic bytes:
 * see isPlainText.
 */
const EXPECTED: Record<UploadExtension, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ZIP_FAMILY,
  docx: ['docx'],
  xlsx: ['xlsx', 'xlsm'],
  xlsm: ['xlsm', 'xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  msg: ['cfb'],
  pst: ['pst'],
  rar: ['rar'],
  tar: ['tar'],
  swf: ['swf'],
  csv: 'text',
  eml: 'text',
};

/** The type each extension is stored and served as: fixed per extension, never the browser's claim. */
export const CONTENT_TYPES: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroenabled.12',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  pst: 'application/vnd.ms-outlook',
  rar: 'application/vnd.rar',
  tar: 'application/x-tar',
  swf: 'application/x-shockwave-flash',
  csv: 'text/csv',
  eml: 'message/rfc822',
};

const TEXT_SAMPLE_BYTES = 64 * 1024;

const mismatch = (extension: string) =>
  new AppError('CONTENT_MISMATCH', `The content of the file is not a .${extension} file.`, { upload: [{ error: 'CONTENT_MISMATCH', extension }] });

/**
 * Refuses a file whose content is not what its extension says. Binary types are
 * recognised by their magic bytes. CSV and e-mail (.eml) files have none: they
 * pass when no binary signature is recognised and their first 64 KiB hold no
 * NUL byte (text in any 8-bit encoding or UTF-8; UTF-16 only with its byte-order
 * mark), which keeps executables, archives and images out of them.
 */
export async function checkContent(filePath: string, extension: UploadExtension): Promise<void> {
  const expected = EXPECTED[extension];
  const detected = await fileTypeFromFile(filePath);
  if (expected === 'text') {
    if (detected !== undefined || !(await isPlainText(filePath))) throw mismatch(extension);
    return;
  }
  if (detected === undefined || !expected.includes(detected.ext)) throw mismatch(extension);
}

async function isPlainText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(TEXT_SAMPLE_BYTES), position: 0 });
    const sample = buffer.subarray(0, bytesRead);
    const utf16 = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
    return utf16 || !sample.includes(0);
  } finally {
    await handle.close();
  }
}
