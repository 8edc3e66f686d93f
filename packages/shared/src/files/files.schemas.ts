import { z } from 'zod';
import { MAX_FILES_PER_UPLOAD } from './upload-rules.js';

/** A stored file's public id: random and unguessable, never the storage key. */
export const oidSchema = z.string().min(1).max(64);

/** An attached file (spec §3): oid, name, url; with its size and the type it is served as. */
export const attachedFileSchema = z.object({
  oid: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/** What an upload answers: the new files, in the order they were sent. */
export const uploadedFilesSchema = z.object({ files: z.array(attachedFileSchema) });
export type UploadedFiles = z.infer<typeof uploadedFilesSchema>;

/**
 * The record files belong to: a record type a server feature registered
 * (e.g. `client`) and the record's id within it.
 */
export const recordRefSchema = z.object({
  record_type: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  record_id: z.string().min(1).max(100),
});
export type RecordRef = z.infer<typeof recordRefSchema>;

/** A file in its record's list, with what the caller may do to it. */
export const recordFileSchema = attachedFileSchema.extend({ abilities: z.object({ delete: z.boolean() }) });
export type RecordFile = z.infer<typeof recordFileSchema>;

export const recordFilesSchema = z.object({
  files: z.array(recordFileSchema),
  /** Whether the caller may attach files to this record. */
  abilities: z.object({ attach: z.boolean() }),
});
export type RecordFiles = z.infer<typeof recordFilesSchema>;

/** Attaches files the caller uploaded (and nobody attached yet) to a record. */
export const attachFilesBodySchema = recordRefSchema.extend({
  oids: z.array(oidSchema).min(1).max(MAX_FILES_PER_UPLOAD),
});
export type AttachFilesBody = z.infer<typeof attachFilesBodySchema>;
