import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LOCALES } from '@platform/shared/i18n/locales';
import { reportsContract as calls } from '@platform/shared/reports/reports.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { notFound } from '../../platform/errors/app-error.js';
import { clientPackageFor } from '../../platform/tenancy/client-packages.js';
import { duplicateReport } from './report-copy.service.js';
import { publishReport } from './report-publish.service.js';
import { deleteReport, listReports, showReport, showReportPage } from './report-records.service.js';
import { refreshReport } from './report-refresh.service.js';
import { createReport, updateReport } from './report-save.service.js';
import { shareReport } from './report-share.service.js';
import { publicSummaryPdf, requestReportPdf, type ReportPdfAnswer } from './report-pdf-requests.service.js';
import { reportsPolicy } from './reports.policy.js';

/**
 * Reports (spec §7): creating and copying need `reports.manage` (reportsPolicy); every other call is let
 * through to any signed-in caller and decided by the same policy on the report itself (its owner, those it is
 * shared with), 404 for another client's report. The list shows only what the caller may read. The PDF call
 * answers the stored file, or 202 with the rendering's progress after queueing it (report-pdf.job.ts).
 */
export const reportsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, files, config } = deps;
  registerCall(app, calls.create, { access: can(reportsPolicy, 'create') }, async (request) => ({
    report: await createReport(db, requireActor(request), request.body),
  }));

  registerCall(app, calls.list, { access: 'signedIn' }, async (request) => listReports(db, requireActor(request), request.query));

  registerCall(app, calls.show, { access: 'signedIn' }, async (request) => ({ report: await showReport(db, requireActor(request), request.params.id) }));

  registerCall(app, calls.update, { access: 'signedIn' }, async (request) => ({
    report: await updateReport(db, requireActor(request), request.params.id, request.body),
  }));

  registerCall(app, calls.remove, { access: 'signedIn' }, async (request) => {
    const { pdfStorageKeys } = await deleteReport(db, requireActor(request), request.params.id);
    for (const key of pdfStorageKeys) await files.delete(key);
    return null;
  });

  registerCall(app, calls.duplicate, { access: can(reportsPolicy, 'duplicate') }, async (request) => ({
    report: await duplicateReport(db, requireActor(request), request.params.id),
  }));

  registerCall(app, calls.refresh, { access: 'signedIn' }, async (request) => refreshReport(db, requireActor(request), request.params.id));

  registerCall(app, calls.share, { access: 'signedIn' }, async (request) => ({
    report: await shareReport(db, requireActor(request), request.params.id, request.body.user_ids),
  }));

  registerCall(app, calls.page, { access: 'signedIn' }, async (request) => ({
    page: await showReportPage(db, requireActor(request), request.params.report_id, request.params.id),
  }));

  registerCall(app, calls.publish, { access: 'signedIn' }, async (request) => {
    const actor = requireActor(request);
    const report = await publishReport(db, actor, request.params.id, request.body.public_summary);
    deps.clients.invalidate();
    // The site's summary link serves the edition's PDF once made: its rendering starts now, in both languages.
    if (report.public_summary) for (const locale of LOCALES) await publicSummaryPdf(deps, actor.client.id, locale);
    return { report };
  });

  registerCall(
    app,
    calls.pdf,
    { access: 'signedIn' },
    async (request, reply) => {
      const answer = await requestReportPdf(deps, requireActor(request), request.params.id, request.query.locale);
      if (answer.kind === 'pending') return reply.code(202).header('cache-control', 'no-store').send({ state: answer.state, progress: answer.progress });
      // Those the report is shared with may read it: no shared cache keeps a copy.
      return sendPdf(reply, answer, 'private, no-cache');
    },
    // A PDF's streams are compressed already.
    { compress: false },
  );

  // The site header's summary link, for anyone: the published summary's PDF once made, else the client's static file.
  const summaryFile = clientPackageFor(config.clientName).reportSummaryFile;
  registerCall(
    app,
    calls.publicSummaryPdf,
    { access: 'public' },
    async (request, reply) => {
      const { locale } = request.query;
      const answer = await publicSummaryPdf(deps, request.ctx.client.id, locale);
      if (answer?.kind === 'file') return sendPdf(reply, answer, 'public, no-cache');
      if (!summaryFile) throw notFound('This site has no report summary yet.');
      return reply.header('cache-control', 'no-store').redirect(`${config.assetBaseUrl}/${config.clientName}/${summaryFile(locale)}`, 302);
    },
    { compress: false },
  );

  async function sendPdf(reply: FastifyReply, file: Extract<ReportPdfAnswer, { kind: 'file' }>, cacheControl: string) {
    const body = await files.get(file.storageKey);
    return reply
      .headers({
        'content-type': 'application/pdf',
        ...(file.size === null ? {} : { 'content-length': String(file.size) }),
        'content-disposition': contentDisposition('attachment', file.fileName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': cacheControl,
      })
      .send(body);
  }
};
