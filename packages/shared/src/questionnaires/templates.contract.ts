import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import {
  templateBodySchema,
  templateConfigSchema,
  templateIdParams,
  templateListQuerySchema,
  templateSchema,
  templateSummarySchema,
  templateTransitionBodySchema,
} from './templates.schemas.js';

const oneTemplate = z.object({ template: templateSchema });

/** Questionnaire templates (spec §7, Templates): questions in sections, drafted, published in versions, archived. */
export const templatesContract = defineContract('templates', 'Questionnaire templates: sections of dynamic-form questions, published in versions.', {
  create: defineCall({
    method: 'POST',
    path: '/templates',
    summary: 'Creates a draft template.',
    description: '422 INVALID_RECORD names the faulty fields (a blank name in either language, duplicate field ids, a display condition naming an unknown field).',
    body: templateBodySchema,
    response: oneTemplate,
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/templates',
    summary: "Lists the client's templates, newest change first.",
    query: templateListQuerySchema,
    response: z.object({ templates: z.array(templateSummarySchema), total: z.number().int() }),
  }),
  config: defineCall({
    method: 'GET',
    path: '/templates/config',
    summary: 'The field types, events, states and limits a template editor offers.',
    response: templateConfigSchema,
  }),
  show: defineCall({ method: 'GET', path: '/templates/:id', summary: 'Reads a template with its sections and questions.', params: templateIdParams, response: oneTemplate }),
  update: defineCall({
    method: 'PUT',
    path: '/templates/:id',
    summary: 'Saves a template.',
    description:
      'Carries the `updated_at` it was read with (409 STATE_CHANGED if changed since). On a template questionnaires use, a change of its questions answers 422 INVALID_RECORD with `details.base: [{ error: "VERSION_CHANGE", impact: { questionnaires, carried, added, dropped } }]` unless `confirm_version_change` is true; confirmed, the template gets a new version and its open questionnaires move to it, their answers carried over where the question still is (dropped ones stay in their history).',
    params: templateIdParams,
    body: templateBodySchema,
    response: oneTemplate,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/templates/:id',
    summary: 'Deletes a template no questionnaire uses (archive one that is used).',
    params: templateIdParams,
    response: z.null(),
    status: 204,
  }),
  duplicate: defineCall({
    method: 'PUT',
    path: '/templates/:id/duplicate',
    summary: 'Copies a template as a new draft.',
    params: templateIdParams,
    response: oneTemplate,
    status: 201,
  }),
  transition: defineCall({
    method: 'PUT',
    path: '/templates/:id/transition',
    summary: 'Publishes, archives or restores a template.',
    description: 'An event the template\'s state does not allow answers 422 INVALID_RECORD with `details.event`.',
    params: templateIdParams,
    body: templateTransitionBodySchema,
    response: oneTemplate,
  }),
});
