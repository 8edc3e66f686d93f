import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { oidSchema } from '../files/files.schemas.js';
import { defineCall } from '../http/contract.js';
import { indicatorListItemSchema, indicatorSummarySchema } from './indicator-list.schemas.js';
import { annotationBodySchema, annotationSchema, indicatorBodySchema, indicatorQuerySchema, indicatorSchema } from './indicator.schemas.js';

const keyParams = z.object({ key: z.string().max(100) });
const attachmentParams = z.object({ key: z.string().max(100), oid: oidSchema });
const annotationParams = z.object({ key: z.string().max(100), id: idParamSchema });

/** Indicators (spec §7, Indicators). */
export const indicatorsContract = {
  list: defineCall({ method: 'GET', path: '/services/indicators', response: z.array(indicatorListItemSchema) }),
  /** The list as the back-office shows it: each indicator with its calculation and revision date (indicators.manage). */
  summaries: defineCall({ method: 'GET', path: '/services/indicators/summaries', response: z.object({ indicators: z.array(indicatorSummarySchema) }) }),
  /** An indicator with its figures; `columns[]` and `data[]` narrow them (the web waits 250 ms before asking with them). */
  show: defineCall({
    method: 'GET',
    path: '/services/indicators/:key',
    params: keyParams,
    query: indicatorQuerySchema,
    response: z.object({ indicator: indicatorSchema }),
  }),
  /** Creates the indicator with this key, or changes it (administrators: indicators.manage). */
  update: defineCall({
    method: 'PUT',
    path: '/services/indicators/:key',
    params: keyParams,
    body: indicatorBodySchema,
    response: z.object({ indicator: indicatorSchema }),
  }),
  /** The figures as a CSV download, with a metadata block (source, unit, methodology, revision, licence). */
  export: defineCall({
    method: 'GET',
    path: '/indicators/:key',
    params: keyParams,
    query: z.object({ locale: z.enum(['en', 'fr']).optional() }),
    response: z.unknown(),
  }),
  /**
   * A file attached to the indicator, for anyone who reads the public site (not JSON: the file's bytes,
   * as an attachment except pictures). The url of each of the indicator's `attachments`.
   */
  attachment: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/attachments/:oid',
    params: attachmentParams,
    response: z.unknown(),
  }),
  annotations: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/annotations',
    params: keyParams,
    response: z.object({ annotations: z.array(annotationSchema) }),
  }),
  createAnnotation: defineCall({
    method: 'POST',
    path: '/services/indicators/:key/annotations',
    params: keyParams,
    body: annotationBodySchema,
    status: 201,
    response: z.object({ annotation: annotationSchema }),
  }),
  annotation: defineCall({
    method: 'GET',
    path: '/services/indicators/:key/annotations/:id',
    params: annotationParams,
    response: z.object({ annotation: annotationSchema }),
  }),
  updateAnnotation: defineCall({
    method: 'PUT',
    path: '/services/indicators/:key/annotations/:id',
    params: annotationParams,
    body: annotationBodySchema,
    response: z.object({ annotation: annotationSchema }),
  }),
  deleteAnnotation: defineCall({
    method: 'DELETE',
    path: '/services/indicators/:key/annotations/:id',
    params: annotationParams,
    response: z.object({ id: z.number().int() }),
  }),
};

/** Where a file attached to an indicator is read from, by anyone (the url of the indicator's attachments). */
export const indicatorAttachmentUrl = (key: string, oid: string): string =>
  `/api/services/indicators/${encodeURIComponent(key)}/attachments/${encodeURIComponent(oid)}`;
