import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { indicatorListItemSchema } from './indicator-list.schemas.js';
import { annotationBodySchema, annotationSchema, indicatorBodySchema, indicatorQuerySchema, indicatorSchema } from './indicator.schemas.js';

const keyParams = z.object({ key: z.string().max(100) });
const annotationParams = z.object({ key: z.string().max(100), id: z.coerce.number().int().positive() });

/** Indicators (spec §7, Indicators). */
export const indicatorsContract = {
  list: defineCall({ method: 'GET', path: '/services/indicators', response: z.array(indicatorListItemSchema) }),
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
