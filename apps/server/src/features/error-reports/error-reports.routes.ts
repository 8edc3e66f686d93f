import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { frontendErrorBodySchema } from '@platform/shared/errors/frontend-error.schemas';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { recordFrontendError } from './error-reports.service.js';

export const errorReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/error',
    {
      config: { access: 'public', allowInMaintenance: true, auditedByHandler: true },
      schema: { body: frontendErrorBodySchema, response: { 201: z.object({ id: z.number() }) } },
    },
    async (request, reply) => {
      const id = await recordFrontendError(db, {
        clientId: request.ctx.client.id,
        userId: request.ctx.user?.id ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        requestId: request.id,
        ip: request.ip,
        ...request.body,
      });
      return reply.status(201).send({ id });
    },
  );
};
