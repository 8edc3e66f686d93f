import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall, defineContract } from '../http/contract.js';
import {
  approveInputsBodySchema,
  bulkResultsSchema,
  createInputBodySchema,
  createInputResponseSchema,
  deleteInputsBodySchema,
  inputDetailSchema,
  inputListQuerySchema,
  inputListSchema,
  inputSchema,
  inputStateSchema,
  refuseInputsBodySchema,
  updateInputBodySchema,
} from './inputs.schemas.js';
import { sectionSchema, subjectConfigurationBodySchema, subjectListItemSchema, subjectSchema } from './subjects.schemas.js';
import { localizedTextSchema } from '../dynamic-form/field-definition.schemas.js';

const subjectParams = z.object({ key: z.string().max(100) });
const inputParams = z.object({ key: z.string().max(100), id: idParamSchema });

/** Subjects and inputs (spec §7, Subjects and inputs), under /services/data_cluster. */
export const dataCollectionContract = defineContract('data-collection', 'Subjects (the data forms) and their inputs: entry, approval and downloads.', {
  subjects: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects',
    summary: 'Lists the subjects the caller may see, with their progress.',
    description: 'The screen groups them by section.',
    response: z.object({ subjects: z.array(subjectListItemSchema) }),
  }),
  approvalSubjects: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/approval',
    summary: "Lists the subjects with inputs awaiting the caller's approval or pre-approval, with counts.",
    response: z.object({
      subjects: z.array(
        z.object({
          key: z.string(),
          name: localizedTextSchema,
          section: z.object({ key: z.string(), name: localizedTextSchema }),
          awaiting: z.number().int(),
          refused: z.number().int(),
          total: z.number().int(),
        }),
      ),
    }),
  }),
  lastEntries: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects_last_entries',
    summary: 'Lists the inputs the caller changed or may act on most recently, across subjects.',
    response: z.object({ inputs: z.array(inputSchema) }),
  }),
  sections: defineCall({
    method: 'GET',
    path: '/services/data_cluster/sections',
    summary: 'Lists the sections that group the subjects.',
    response: z.object({ sections: z.array(sectionSchema) }),
  }),
  subject: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key',
    summary: 'Reads a subject with its fields and settings.',
    params: subjectParams,
    response: z.object({ subject: subjectSchema }),
  }),
  configureSubject: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key',
    summary: "Changes a subject's configuration: fields, periods, approval levels and contributors.",
    params: subjectParams,
    body: subjectConfigurationBodySchema,
    response: z.object({ subject: subjectSchema }),
  }),
  inputs: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs',
    summary: "Lists a subject's inputs the caller may see.",
    params: subjectParams,
    query: inputListQuerySchema,
    response: inputListSchema,
  }),
  subjectApproval: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/approval',
    summary: "Lists the inputs of one subject awaiting the caller's decision.",
    params: subjectParams,
    query: inputListQuerySchema,
    response: inputListSchema,
  }),
  createInput: defineCall({
    method: 'POST',
    path: '/services/data_cluster/subjects/:key/inputs',
    summary: 'Creates an input of a subject for a period and tags.',
    params: subjectParams,
    body: createInputBodySchema,
    response: createInputResponseSchema,
    status: 201,
  }),
  deleteInputs: defineCall({
    method: 'DELETE',
    path: '/services/data_cluster/subjects/:key/inputs',
    summary: "Deletes some of a subject's inputs, with a result for each.",
    params: subjectParams,
    body: deleteInputsBodySchema,
    response: bulkResultsSchema,
  }),
  approveInputs: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/approve',
    summary: "Approves or pre-approves some of a subject's inputs, with a result for each.",
    params: subjectParams,
    body: approveInputsBodySchema,
    response: bulkResultsSchema,
  }),
  refuseInputs: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/refuse',
    summary: "Refuses some of a subject's inputs, with a result for each.",
    params: subjectParams,
    body: refuseInputsBodySchema,
    response: bulkResultsSchema,
  }),
  input: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs/:id',
    summary: "Reads an input with its history and the previous period's values.",
    params: inputParams,
    response: inputDetailSchema,
  }),
  updateInput: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/:id',
    summary: "Changes an input's values.",
    description: 'A stale `lock_version` gets 409 STATE_CHANGED.',
    params: inputParams,
    body: updateInputBodySchema,
    response: z.object({ input: inputSchema }),
  }),
  inputsXlsx: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs_xlsx',
    summary: "Downloads the subject's inputs the caller may see as an xlsx file.",
    description: 'Values, states and justifications; the body is the file.',
    params: subjectParams,
    query: z.object({ period: z.string().optional(), state: inputStateSchema.optional() }),
    response: z.unknown(),
  }),
});
