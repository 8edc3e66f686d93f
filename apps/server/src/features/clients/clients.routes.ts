import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSchema, updateClientBodySchema } from '@platform/shared/clients/client.schemas';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { presentClient, updateClient } from './clients.service.js';

export const clientsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clients }) => {
  app.get(
    '/services/clients',
    { config: { access: 'public', allowInMaintenance: true }, schema: { response: { 200: clientSchema } } },
    async (request) => presentClient(request.ctx.client),
  );

  app.put(
    '/services/clients',
    { config: { access: 'client.configure' }, schema: { body: updateClientBodySchema, response: { 200: clientSchema } } },
    async (request) => {
      const row = await updateClient(db, request.ctx.client, request.body);
      clients.invalidate();
      return presentClient(row);
    },
  );
};
