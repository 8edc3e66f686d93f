import type { FastifyPluginAsync } from 'fastify';
import { errorGroupsContract } from '@platform/shared/error-reports/error-groups.contract';
import { errorReportsContract } from '@platform/shared/error-reports/error-reports.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { listErrorGroups } from './error-groups.service.js';
import { errorReportsPolicy } from './error-reports.policy.js';
import { recordFrontendError } from './error-reports.service.js';

export const errorReportsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(
    app,
    errorReportsContract.create,
    { access: 'public', allowInMaintenance: true, auditedByHandler: true },
    async (request) => ({
      id: await recordFrontendError(db, {
        clientId: request.ctx.client.id,
        userId: request.ctx.user?.id ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        ip: request.ip,
        ...request.body,
      }),
    }),
  );

  registerCall(app, errorGroupsContract.list, { access: can(errorReportsPolicy, 'readGroups'), allowInMaintenance: true }, async (request) =>
    listErrorGroups(db, requireActor(request), request.query),
  );
};
