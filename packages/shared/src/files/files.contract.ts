import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { attachFilesBodySchema, oidSchema, recordFileSchema, recordFilesSchema, recordRefSchema, uploadedFilesSchema } from './files.schemas.js';

const byOid = z.object({ oid: oidSchema });

/**
 * Uploads and stored files (spec §7, Client and misc). The two uploads are
 * multipart POSTs (field `upload`, one or more files, and `authenticity_token`):
 * their bodies are read as streams by the server, so the contract declares no
 * body schema. The uploaded files belong to no record until attached.
 */
export const filesContract = {
  uploadAttachments: defineCall({ method: 'POST', path: '/ckeditor/attachment_files', response: uploadedFilesSchema, status: 201 }),
  /** The editor's picture browser: the caller's own pictures, newest first. */
  pictures: defineCall({ method: 'GET', path: '/ckeditor/pictures', response: uploadedFilesSchema }),
  uploadPicture: defineCall({ method: 'POST', path: '/ckeditor/pictures', response: uploadedFilesSchema, status: 201 }),
  /** The files attached to one record, for whoever may read the record. */
  list: defineCall({ method: 'GET', path: '/files', query: recordRefSchema, response: recordFilesSchema }),
  attach: defineCall({ method: 'POST', path: '/files/attach', body: attachFilesBodySchema, response: z.object({ files: z.array(recordFileSchema) }) }),
  /** The file's bytes (not JSON): inline for pictures, as an attachment otherwise. */
  download: defineCall({ method: 'GET', path: '/files/:oid', params: byOid, response: z.unknown() }),
  remove: defineCall({ method: 'DELETE', path: '/files/:oid', params: byOid, response: z.object({ oid: z.string() }) }),
};

/** Where a stored file is read from (the url of an attached file). */
export const fileUrl = (oid: string): string => `/api/files/${encodeURIComponent(oid)}`;
