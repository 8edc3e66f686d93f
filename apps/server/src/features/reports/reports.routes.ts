import type { FastifyPluginAsync } from 'fastify';
import { reportsContract as calls } from '@platform/shared/reports/reports.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { duplicateReport } from './report-copy.service.js';
import { publishReport } from './report-publish.service.js';
import { deleteReport, listReports, showReport, showReportPage } from './report-records.service.js';
import { refreshReport } from './report-refresh.service.js';
import { createReport, updateReport } from './report-save.service.js';
import { shareReport } from './report-share.service.js';
import { reportsPolicy } from './reports.policy.js';

/**
 * Reports (spec §7): creating and copying need `reports.manage` (reportsPolicy); every other call is let
 * through to any signed-in caller and decided by the same policy on the report itself (its owner, those it is
 * shared with), 404 for another client's report. The list shows only what the caller may read. The PDF call
 * (`calls.pdf`) is registered by the PDF renderer (./pdf).
 */
export const reportsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, calls.create, { access: can(reportsPolicy, 'create') }, async (request) => ({
    report: await createReport(db, requireActor(request), request.body),
  }));

  registerCall(app, calls.list, { access: 'signedIn' }, async (request) => listReports(db, requireActor(request), request.query));

  registerCall(app, calls.show, { access: 'signedIn' }, async (request) => ({ report: await showReport(db, requireActor(request), request.params.id) }));

  registerCall(app, calls.update, { access: 'signedIn' }, async (request) => ({
    report: await updateReport(db, requireActor(request), request.params.id, request.body),
  }));

  registerCall(app, calls.remove, { access: 'signedIn' }, async (request) => {
    await deleteReport(db, requireActor(request), request.params.id);
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

  registerCall(app, calls.publish, { access: 'signedIn' }, async (request) => ({
    report: await publishReport(db, requireActor(request), request.params.id, request.body.public_summary),
  }));
};
