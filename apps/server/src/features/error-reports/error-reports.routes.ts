import type { FastifyPluginAsync } from 'fastify';
import { errorReportsContract } from '@platform/shared/error-reports/error-reports.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
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
};
