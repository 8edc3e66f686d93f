import type { FastifyPluginAsync } from 'fastify';
import { superAdminContract } from '@platform/shared/super-admin/super-admin.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { listJobs, retryJob } from './jobs.service.js';
import { listOutbox } from './outbox.service.js';
import { listPrecalculationRuns, queueFullPrecalculation } from './precalculation-runs.service.js';
import { can } from '../../platform/permissions/access.js';
import { superAdminPolicy } from './super-admin.policy.js';
import { configVersionRoutes } from './config/config-versions.routes.js';
import { subjectsAdminRoutes } from './subjects/subjects-admin.routes.js';
import { tagMigrationRoutes } from './tag-migrations/tag-migrations.routes.js';
import { usersSyncRoutes } from './users/users-sync.routes.js';

export const superAdminRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, jobs } = deps;
  registerCall(app, superAdminContract.outbox, { access: can(superAdminPolicy, 'readOutbox'), allowInMaintenance: true }, async (request) =>
    listOutbox(db, requireActor(request), request.query.limit),
  );
  registerCall(app, superAdminContract.jobs, { access: can(superAdminPolicy, 'readJobs'), allowInMaintenance: true }, async (request) =>
    listJobs(jobs, requireActor(request), request.query),
  );
  registerCall(app, superAdminContract.retryJob, { access: can(superAdminPolicy, 'retryJob'), allowInMaintenance: true }, async (request) =>
    retryJob(jobs, requireActor(request), request.params.id),
  );
  registerCall(app, superAdminContract.precalculationRuns, { access: can(superAdminPolicy, 'readPrecalculationRuns') }, async (request) =>
    listPrecalculationRuns(db, requireActor(request), request.query),
  );
  registerCall(app, superAdminContract.precalculate, { access: can(superAdminPolicy, 'precalculate') }, async (request) => queueFullPrecalculation(jobs, requireActor(request)));
  // Each part of the area registers its own calls (their contracts are packages/shared/src/super-admin/*.contract.ts).
  for (const part of [configVersionRoutes, subjectsAdminRoutes, tagMigrationRoutes, usersSyncRoutes]) await app.register(part, deps);
};
