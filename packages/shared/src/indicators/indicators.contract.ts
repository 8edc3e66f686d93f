import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { oidSchema } from '../files/files.schemas.js';
import { defineCall, defineContract } from '../http/contract.js';
import { indicatorListItemSchema, indicatorSummarySchema } from './indicator-list.schemas.js';
import { annotationBodySchema, annotationSchema, indicatorBodySchema, indicatorQuerySchema, indicatorSchema } from './indicator.schemas.js';

const keyParams = z.object({ key: z.string().max(100) });
const attachmentParams = z.object({ key: z.string().max(100), oid: oidSchema });
const annotationParams = z.object({ key: z.string().max(100), id: idParamSchema });

/** Indicators (spec §7, Indicators). */
export const indicatorsContract = defineContract('indicators', 'Indicators: figures, definitions, attachments, annotations and downloads.', {
  list: defineCall({ method: 'GET', path: '/services/indicators', summary: 'Lists the indicators of the public site.', response: z.array(indicatorListItemSchema) }),
  summaries: defineCall({
    method: 'GET',
    path: '/services/indicators/summaries',
    summary: 'Lists the indicators as the back-office shows them, each with its calculation and revision date.',
    response: z.object({ indicators: z.array(indicatorSummarySchema) }),
  }),
  show: defineCall({
    method: 'GET',
    path: '/services/indicators/:key',
    summary: 'Reads an indicator with its figures.',
    description: '`columns[]` and `data[]` narrow the figures (the web waits 250 ms after the last change of a filter before asking).',
    params: keyParams,
    query: indicatorQuerySchema,
    response: z.object({ indicator: indicatorSchema }),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/services/indicators/:key',
    summary: 'Creates the indicator with this key, or changes it.',
    params: keyParams,
    body: indicatorBodySchema,
    response: z.object({ indicator: indicatorSchema }),
  }),
  export: defineCall({
    method: 'GET',
    path: '/indicators/:key',
    summary: "Downloads an indicator's figures as a CSV file.",
    description: 'With a metadata block: source, unit, methodology, revision and licence.',
    params: keyParams,
    query: z.object({ locale: z.enum(['en', 'fr']).optional() }),
    response: z.unknown(),
  }),
  attachment: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/attachments/:oid',
    summary: 'Reads a file attached to an indicator.',
    description:
      "For anyone who reads the public site. Not JSON: the file's bytes, as an attachment except pictures. The url of each of the indicator's `attachments`.",
    params: attachmentParams,
    response: z.unknown(),
  }),
  annotations: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/annotations',
    summary: "Lists an indicator's annotations.",
    params: keyParams,
    response: z.object({ annotations: z.array(annotationSchema) }),
  }),
  createAnnotation: defineCall({
    method: 'POST',
    path: '/services/indicators/:key/annotations',
    summary: 'Adds an annotation to an indicator.',
    params: keyParams,
    body: annotationBodySchema,
    status: 201,
    response: z.object({ annotation: annotationSchema }),
  }),
  annotation: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/annotations/:id',
    summary: 'Reads an annotation.',
    params: annotationParams,
    response: z.object({ annotation: annotationSchema }),
  }),
  updateAnnotation: defineCall({
    method: 'PUT',
    path: '/services/indicators/:key/annotations/:id',
    summary: 'Changes an annotation.',
    params: annotationParams,
    body: annotationBodySchema,
    response: z.object({ annotation: annotationSchema }),
  }),
  deleteAnnotation: defineCall({
    method: 'DELETE',
    path: '/services/indicators/:key/annotations/:id',
    summary: 'Deletes an annotation.',
    params: annotationParams,
    response: z.object({ id: z.number().int() }),
  }),
});

/** Where a file attached to an indicator is read from, by anyone (the url of the indicator's attachments). */
export const indicatorAttachmentUrl = (key: string, oid: string): string =>
  `/api/services/indicators/${encodeURIComponent(key)}/attachments/${encodeURIComponent(oid)}`;
