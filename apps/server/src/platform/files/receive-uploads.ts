import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  AUTHENTICITY_TOKEN_FIELD,
  extensionOf,
  isAllowedExtension,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  UPLOAD_FIELD,
  type UploadExtension,
} from '@platform/shared/files/upload-rules';
import { AppError } from '../errors/app-error.js';
import { checkCsrfField, csrfInBody } from '../http/request-context.js';
import { checkArchive } from './archive-check.js';
import { checkContent, CONTENT_TYPES, ZIP_FAMILY } from './content-check.js';

/** The multipart parser's settings for uploads (@fastify/multipart's, given where the files routes register it). */
export const UPLOAD_PARSER_OPTIONS = {
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: MAX_FILES_PER_UPLOAD,
    fields: 10,
    fieldSize: 4096,
    parts: MAX_FILES_PER_UPLOAD + 10,
    headerPairs: 100,
  },
  // The name as sent, folders included, so a forged path is refused rather than quietly cut to its last part.
  preservePath: true,
};

/** One received file, checked and waiting in a private temporary folder to be stored. */
export interface StagedUpload {
  name: string;
  extension: UploadExtension;
  path: string;
  size: number;
  contentType: string;
}

export interface UploadBatch {
  files: StagedUpload[];
  /** The form's text fields other than the CSRF token, as sent (the last value of a repeated name). */
  fields: Record<string, string>;
  /** Removes the temporary copies (always call it, stored or not). */
  discard(): Promise<void>;
}

const detail = (error: string, extra: Record<string, unknown> = {}) => ({ upload: [{ error, ...extra }] });

/**
 * Reads a multipart upload as it streams in, and returns its files only when every one passed:
 * the CSRF token (the header, or the `authenticity_token` field before any file), a usable name
 * (quotes replaced; a folder or a control character refused), an allowed extension, at most 31457280 bytes (a longer file
 * is cut by the parser and refused), content matching the extension, and for zip containers a
 * safe archive. Files go to a temporary folder only; on any refusal it is removed, so a refused
 * upload leaves nothing behind, and nothing reaches the storage before the whole request passed.
 */
export async function receiveUploads(
  request: FastifyRequest,
  allowed: readonly UploadExtension[],
  options: { fileField?: string; maxFiles?: number } = {},
): Promise<UploadBatch> {
  const fileField = options.fileField ?? UPLOAD_FIELD;
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data.');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const files: StagedUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === AUTHENTICITY_TOKEN_FIELD) checkCsrfField(request, String(part.value));
        // Other fields are the caller's to read (the spec's responseType changes nothing: the answer is always JSON).
        else fields[part.fieldname] = String(part.value);
        continue;
      }
      // A file before the token: refused before a byte of it is kept.
      checkCsrfField(request, undefined);
      if (part.fieldname !== fileField) throw new AppError('BAD_REQUEST', `Files are sent in the "${fileField}" field.`);
      if (options.maxFiles !== undefined && files.length >= options.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', `At most ${options.maxFiles} file may be sent at once.`);
      const name = sanitizeFileName(part.filename);
      if (name === null) throw new AppError('INVALID_FILE_NAME', 'The file name is not usable (no folder, no control characters, at most 255 characters).', detail('INVALID_FILE_NAME'));
      const extension = extensionOf(name);
      if (!isAllowedExtension(extension, allowed)) {
        throw new AppError('EXTENSION_NOT_ALLOWED', `Files ending in .${extension || '(none)'} are not allowed.`, detail('EXTENSION_NOT_ALLOWED', { extension }));
      }
      const staged = path.join(dir, String(files.length));
      await pipeline(part.file, createWriteStream(staged, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
      const ext = extension as UploadExtension;
      await checkContent(staged, ext);
      if (ZIP_FAMILY.includes(ext)) await checkArchive(staged);
      files.push({ name, extension: ext, path: staged, size: (await stat(staged)).size, contentType: CONTENT_TYPES[ext] });
    }
    // No file came, so no field check ran on the way: a token-less body is refused like any other.
    if (csrfInBody(request)) checkCsrfField(request, undefined);
    if (files.length === 0) throw new AppError('BAD_REQUEST', `No file was sent (field "${fileField}").`);
    return { files, fields, discard };
  } catch (error) {
    await discard();
    throw fromParserError(error);
  }
}

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', `A file may not be larger than ${MAX_UPLOAD_BYTES} bytes.`, detail('FILE_TOO_LARGE', { max: MAX_UPLOAD_BYTES }));

/** The multipart parser's own refusals, in the API's envelope. */
function fromParserError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', `At most ${MAX_FILES_PER_UPLOAD} files may be sent at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', 'The upload is malformed or was interrupted.');
    default:
      if ((error as Error)?.message?.includes('Unexpected end of') || (error as Error)?.message?.includes('Malformed')) {
        return new AppError('BAD_REQUEST', 'The upload is malformed or was interrupted.');
      }
      return error;
  }
}
