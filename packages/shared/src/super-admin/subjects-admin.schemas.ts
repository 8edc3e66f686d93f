import { z } from 'zod';
import { INPUT_STATES } from '../data-collection/input-states.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';
import { pageParamSchema } from '../http/ids.js';

/** A subject's or a section's key: what paths, calculations and reminders name it by. */
export const RECORD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const RECORD_KEY_MAX = 60;
const NAME_MAX = 200;

const keySchema = z.string().trim().min(1, { message: 'BLANK', abort: true }).max(RECORD_KEY_MAX).regex(RECORD_KEY_PATTERN, 'INVALID');
const nameSchema = z.object({
  en: z.string().trim().min(1, 'BLANK').max(NAME_MAX),
  fr: z.string().trim().min(1, 'BLANK').max(NAME_MAX),
});

/** POST /super_admin/subjects: a new subject in a live section (its form, tags and periods are configured afterwards). */
export const createSubjectBodySchema = z.object({ key: keySchema, name: nameSchema, section_key: z.string().trim().min(1, 'BLANK') });
export type CreateSubjectBody = z.infer<typeof createSubjectBodySchema>;

/** POST /super_admin/sections. */
export const createSectionBodySchema = z.object({ key: keySchema, name: nameSchema });
export type CreateSectionBody = z.infer<typeof createSectionBodySchema>;

export const recordKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });

/** A section as the super administrator's subjects page lists it (deleted ones included). */
export const adminSectionSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  /** Live subjects in it: a section is deleted only once it has none. */
  subjects_count: z.number().int(),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

/** A subject as the super administrator's subjects page lists it (deleted ones included, marked). */
export const adminSubjectSchema = z.object({
  key: z.string(),
  name: localizedTextSchema,
  section: z.object({ key: z.string(), name: localizedTextSchema, deleted: z.boolean() }),
  deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  /** Live inputs (deleted inputs not counted). */
  inputs_count: z.number().int(),
  periods: z.array(z.string()),
  tag_dimensions: z.array(z.object({ key: z.string(), depth: z.number().int() })),
  fields_count: z.number().int(),
});
export type AdminSubject = z.infer<typeof adminSubjectSchema>;

export const adminSubjectListSchema = z.object({ subjects: z.array(adminSubjectSchema), sections: z.array(adminSectionSchema) });
export type AdminSubjectList = z.infer<typeof adminSubjectListSchema>;

export const DELETION_LOG_ENTITIES = ['subject', 'section'] as const;
export const deletionLogEntitySchema = z.enum(DELETION_LOG_ENTITIES);
export type DeletionLogEntity = z.infer<typeof deletionLogEntitySchema>;

const inputStateCountsSchema = z.partialRecord(z.enum(INPUT_STATES), z.number().int());

/** What depended on a deleted record, counted from its snapshot: what a restore brings back with it. */
export const deletionDependentsSchema = z.object({
  inputs: z.number().int(),
  inputs_by_state: inputStateCountsSchema,
  contributors: z.number().int(),
  /** Keys of the indicators whose calculation names the subject. */
  indicators: z.array(z.string()),
  /** Reminders naming the subject. */
  reminders: z.number().int(),
  /** A section's subjects (always none: a section with live subjects is not deleted). */
  subjects: z.number().int(),
});
export type DeletionDependents = z.infer<typeof deletionDependentsSchema>;

const personSchema = z.object({ id: z.number().int(), email: z.string() }).nullable();

/** One entry of the deletion log. */
export const deletionLogSchema = z.object({
  id: z.number().int(),
  entity: deletionLogEntitySchema,
  key: z.string(),
  /** The record's name when it was deleted. */
  name: localizedTextSchema.nullable(),
  deleted_by: personSchema,
  deleted_at: z.string(),
  restored_at: z.string().nullable(),
  restored_by: personSchema,
  /** Not restored yet and still deleted (a subject whose section is deleted waits for its section). */
  restorable: z.boolean(),
  /** Why it cannot be restored now: RESTORED, SECTION_DELETED, GONE (the record was removed for good or is live again). */
  not_restorable_reason: z.string().nullable(),
  dependents: deletionDependentsSchema,
});
export type DeletionLogView = z.infer<typeof deletionLogSchema>;

export const DELETION_LOGS_PAGE_SIZE = 20;
export const DELETION_LOGS_MAX_PAGE_SIZE = 100;
export const deletionLogsQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(DELETION_LOGS_MAX_PAGE_SIZE).default(DELETION_LOGS_PAGE_SIZE),
});

export const deletionLogListSchema = z.object({
  deletion_logs: z.array(deletionLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type DeletionLogList = z.infer<typeof deletionLogListSchema>;

export const deletionLogResponseSchema = z.object({ deletion_log: deletionLogSchema });
/** A restore's answer: the log entry marked restored (null for a record deleted without one). */
export const restoredResponseSchema = z.object({ key: z.string(), deletion_log: deletionLogSchema.nullable() });
export type RestoredRecord = z.infer<typeof restoredResponseSchema>;

/** POST /subjects/{key}/tag_leaves: the subject's live inputs and what became of their tags. */
export const tagLeavesResultSchema = z.object({
  inputs: z.number().int(),
  /** Inputs whose tags, tag keys, signature or search text changed. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Inputs whose node is no longer in the tree, or no longer reaches the subject's depth: left as they were. */
  unresolved: z.number().int(),
  /** Inputs whose new tags would duplicate another live input's: left as they were. */
  conflicts: z.number().int(),
});
export type TagLeavesResult = z.infer<typeof tagLeavesResultSchema>;

/** POST /subjects/{key}/randomized_data: inputs created (one per open period and tag leaf combination that had none). */
export const randomizedDataResultSchema = z.object({ created: z.number().int(), period: z.string().nullable(), combinations: z.number().int() });
export type RandomizedDataResult = z.infer<typeof randomizedDataResultSchema>;

/** At most this many inputs are made by one randomized data call (a tag tree of thousands of sites stays bounded). */
export const RANDOMIZED_INPUTS_MAX = 500;

export const adminSubjectResponseSchema = z.object({ subject: adminSubjectSchema });
export const adminSectionResponseSchema = z.object({ section: adminSectionSchema });
