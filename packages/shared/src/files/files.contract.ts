import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { attachFilesBodySchema, oidSchema, recordFileSchema, recordFilesSchema, recordRefSchema, uploadedFilesSchema } from './files.schemas.js';

const byOid = z.object({ oid: oidSchema });

/**
 * Uploads and stored files (spec §7, Client and misc). The two uploads are
 * multipart POSTs (field `upload`, one or more files, and `authenticity_token`):
 * their bodies are read as streams by the server, so the contract declares no
 * body schema. The uploaded files belong to no record until attached.
 */
export const filesContract = defineContract('files', 'Uploaded files, the files attached to a record, and their contents.', {
  uploadAttachments: defineCall({
    method: 'POST',
    path: '/ckeditor/attachment_files',
    summary: 'Uploads files to attach to a record later.',
    description:
      'A multipart body: the field `upload` (one or more files) and `authenticity_token`. The files belong to no record until attached.',
    response: uploadedFilesSchema,
    status: 201,
  }),
  pictures: defineCall({
    method: 'GET',
    path: '/ckeditor/pictures',
    summary: "Lists the caller's own pictures, newest first.",
    description: "The rich-text editor's picture browser.",
    response: uploadedFilesSchema,
  }),
  uploadPicture: defineCall({
    method: 'POST',
    path: '/ckeditor/pictures',
    summary: 'Uploads pictures for the rich-text editor.',
    description: 'A multipart body: the field `upload` (one or more pictures) and `authenticity_token`.',
    response: uploadedFilesSchema,
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/files',
    summary: 'Lists the files attached to one record.',
    description: 'For whoever may read the record.',
    query: recordRefSchema,
    response: recordFilesSchema,
  }),
  attach: defineCall({
    method: 'POST',
    path: '/files/attach',
    summary: 'Attaches uploaded files to a record.',
    body: attachFilesBodySchema,
    response: z.object({ files: z.array(recordFileSchema) }),
  }),
  download: defineCall({
    method: 'GET',
    path: '/files/:oid',
    summary: "Reads a stored file's content.",
    description: "The file's bytes (not JSON): inline for pictures, as an attachment otherwise.",
    params: byOid,
    response: z.unknown(),
  }),
  remove: defineCall({ method: 'DELETE', path: '/files/:oid', summary: 'Deletes a stored file.', params: byOid, response: z.object({ oid: z.string() }) }),
});

/** Where a stored file is read from (the url of an attached file). */
export const fileUrl = (oid: string): string => `/api/files/${encodeURIComponent(oid)}`;
