import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall } from '../http/contract.js';
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
export const dataCollectionContract = {
  /** The subjects the caller may see, grouped by section on screen, with their progress. */
  subjects: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects',
    response: z.object({ subjects: z.array(subjectListItemSchema) }),
  }),
  /** The subjects with inputs awaiting the caller's approval (or pre-approval), with counts. */
  approvalSubjects: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/approval',
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
  /** The inputs the caller changed or may act on most recently, across subjects. */
  lastEntries: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects_last_entries',
    response: z.object({ inputs: z.array(inputSchema) }),
  }),
  sections: defineCall({
    method: 'GET',
    path: '/services/data_cluster/sections',
    response: z.object({ sections: z.array(sectionSchema) }),
  }),
  subject: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key',
    params: subjectParams,
    response: z.object({ subject: subjectSchema }),
  }),
  configureSubject: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key',
    params: subjectParams,
    body: subjectConfigurationBodySchema,
    response: z.object({ subject: subjectSchema }),
  }),
  inputs: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs',
    params: subjectParams,
    query: inputListQuerySchema,
    response: inputListSchema,
  }),
  /** The inputs awaiting the caller's decision on one subject. */
  subjectApproval: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/approval',
    params: subjectParams,
    query: inputListQuerySchema,
    response: inputListSchema,
  }),
  createInput: defineCall({
    method: 'POST',
    path: '/services/data_cluster/subjects/:key/inputs',
    params: subjectParams,
    body: createInputBodySchema,
    response: createInputResponseSchema,
    status: 201,
  }),
  deleteInputs: defineCall({
    method: 'DELETE',
    path: '/services/data_cluster/subjects/:key/inputs',
    params: subjectParams,
    body: deleteInputsBodySchema,
    response: bulkResultsSchema,
  }),
  approveInputs: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/approve',
    params: subjectParams,
    body: approveInputsBodySchema,
    response: bulkResultsSchema,
  }),
  refuseInputs: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/refuse',
    params: subjectParams,
    body: refuseInputsBodySchema,
    response: bulkResultsSchema,
  }),
  input: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs/:id',
    params: inputParams,
    response: inputDetailSchema,
  }),
  /** A stale `lock_version` gets 409 STATE_CHANGED. */
  updateInput: defineCall({
    method: 'PUT',
    path: '/services/data_cluster/subjects/:key/inputs/:id',
    params: inputParams,
    body: updateInputBodySchema,
    response: z.object({ input: inputSchema }),
  }),
  /** The subject's inputs the caller may see, as an xlsx file (values, states, justifications); the body is the file. */
  inputsXlsx: defineCall({
    method: 'GET',
    path: '/services/data_cluster/subjects/:key/inputs_xlsx',
    params: subjectParams,
    query: z.object({ period: z.string().optional(), state: inputStateSchema.optional() }),
    response: z.unknown(),
  }),
};
