import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import {
  reportBodySchema,
  reportIdParams,
  reportListQuerySchema,
  reportPageParams,
  reportPageWithFiguresSchema,
  reportPdfQuerySchema,
  reportPublishBodySchema,
  reportRefreshSchema,
  reportSchema,
  reportShareBodySchema,
  reportSummarySchema,
} from './reports.schemas.js';

const oneReport = z.object({ report: reportSchema });

/**
 * Reports (spec §7, Reports; §3, Report): bilingual documents of pages made of indicator, text, key-figures and
 * page-break parts, rendered to PDF in the background, shared with users, duplicated, refreshed when frozen, and
 * published as editions (one of which may be the site's summary PDF).
 */
export const reportsContract = defineContract('reports', 'Report documents built from indicators, their PDF, sharing and published editions.', {
  create: defineCall({
    method: 'POST',
    path: '/reports',
    summary: 'Creates a report.',
    description: 'Pages and parts carry ids containing NEW; the answer has their real ids. 422 INVALID_RECORD names the faulty fields (a blank title, date_end before date_start, an unknown indicator).',
    body: reportBodySchema,
    response: oneReport,
    status: 201,
  }),
  list: defineCall({
    method: 'GET',
    path: '/reports',
    summary: 'Lists the reports the caller may read, newest change first.',
    query: reportListQuerySchema,
    response: z.object({ reports: z.array(reportSummarySchema), total: z.number().int() }),
  }),
  show: defineCall({ method: 'GET', path: '/reports/:id', summary: 'Reads a report with its pages and parts.', params: reportIdParams, response: oneReport }),
  update: defineCall({
    method: 'PUT',
    path: '/reports/:id',
    summary: 'Saves a report: its fields, pages and parts.',
    description: 'Carries the `updated_at` it was read with; a report changed since answers 409 STATE_CHANGED. Pages and parts left out are deleted; new ones carry ids containing NEW.',
    params: reportIdParams,
    body: reportBodySchema,
    response: oneReport,
  }),
  remove: defineCall({ method: 'DELETE', path: '/reports/:id', summary: 'Deletes a report.', params: reportIdParams, response: z.null(), status: 204 }),
  duplicate: defineCall({
    method: 'POST',
    path: '/reports/:id/duplicate',
    summary: 'Copies a report, pages and parts, as a new report of the caller.',
    params: reportIdParams,
    response: oneReport,
    status: 201,
  }),
  refresh: defineCall({
    method: 'POST',
    path: '/reports/:id/refresh',
    summary: "Takes the current approved figures into a frozen report and says which changed.",
    params: reportIdParams,
    response: reportRefreshSchema,
  }),
  share: defineCall({
    method: 'PUT',
    path: '/reports/:id/share',
    summary: 'Sets the users a report is shared with (they read it and download its PDF).',
    params: reportIdParams,
    body: reportShareBodySchema,
    response: oneReport,
  }),
  page: defineCall({
    method: 'GET',
    path: '/reports/:report_id/pages/:id',
    summary: "Reads one page of a report with its parts and their figures.",
    params: reportPageParams,
    response: z.object({ page: reportPageWithFiguresSchema }),
  }),
  pdf: defineCall({
    method: 'GET',
    path: '/reports/:id/pdf',
    summary: "Downloads the report's PDF in a language, or queues its rendering.",
    description:
      "200 application/pdf (attachment) when the report's current version is rendered; otherwise 202 `{ state, progress }` after queueing it (ask again). 422 with details when the report cannot be rendered.",
    params: reportIdParams,
    query: reportPdfQuerySchema,
    response: z.unknown(),
  }),
  publicSummaryPdf: defineCall({
    method: 'GET',
    path: '/report_summary',
    summary: "Downloads the site's report summary: the PDF of the edition published as the public summary, in a language.",
    description:
      "For anyone, signed in or not (the site header's link). 200 application/pdf when the edition's PDF is made; otherwise 302 to the client's static summary file (its rendering is queued meanwhile), or 404 when the client has none.",
    query: reportPdfQuerySchema,
    response: z.unknown(),
  }),
  publish: defineCall({
    method: 'POST',
    path: '/reports/:id/publish',
    summary: 'Publishes an edition: freezes its figures, stamps it with the date and data version, and may make it the public summary.',
    params: reportIdParams,
    body: reportPublishBodySchema,
    response: oneReport,
  }),
});
