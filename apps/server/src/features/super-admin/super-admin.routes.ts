import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@platform/shared/super-admin/outbox.schemas';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { listOutbox } from './outbox.service.js';

export const superAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/services/super_admin/outbox',
    {
      config: { access: 'super_admin.access', allowInMaintenance: true },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => listOutbox(db, request.ctx.client.id, request.query.limit),
  );
};
