import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AttachedFile } from '@platform/shared/files/files.schemas';
import { contentDisposition } from '../http/content-disposition.js';

/**
 * Sets the headers a stored file is sent with and hands back its bytes to return from the handler.
 * Pictures show in the browser; anything else is downloaded. The caller says how long a copy may be kept,
 * as who may read the file differs between features.
 */
export function storedFileReply(reply: FastifyReply, file: AttachedFile, body: Readable, cacheControl: string): Readable {
  const picture = file.content_type.startsWith('image/');
  void reply.headers({
    'content-type': file.content_type,
    'content-length': String(file.size),
    'content-disposition': contentDisposition(picture ? 'inline' : 'attachment', file.name),
    'x-content-type-options': 'nosniff',
    // Never run as a page, whatever a browser makes of the bytes.
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': cacheControl,
  });
  return body;
}
