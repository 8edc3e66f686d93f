import type { FastifyPluginAsync } from 'fastify';
import { superAdminContract } from '@platform/shared/super-admin/super-admin.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { listJobs, retryJob } from './jobs.service.js';
import { listOutbox } from './outbox.service.js';
import { listPrecalculationRuns, queueFullPrecalculation } from './precalculation-runs.service.js';

export const superAdminRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs }) => {
  registerCall(app, superAdminContract.outbox, { access: 'superAdmin', allowInMaintenance: true }, async (request) =>
    listOutbox(db, requireActor(request), request.query.limit),
  );
  registerCall(app, superAdminContract.jobs, { access: 'superAdmin', allowInMaintenance: true }, async (request) =>
    listJobs(jobs, requireActor(request), request.query),
  );
  registerCall(app, superAdminContract.retryJob, { access: 'superAdmin', allowInMaintenance: true }, async (request) =>
    retryJob(jobs, requireActor(request), request.params.id),
  );
  registerCall(app, superAdminContract.precalculationRuns, { access: 'superAdmin' }, async (request) =>
    listPrecalculationRuns(db, requireActor(request), request.query),
  );
  registerCall(app, superAdminContract.precalculate, { access: 'superAdmin' }, async (request) => queueFullPrecalculation(jobs, requireActor(request)));
};
