import type { FastifyPluginAsync } from 'fastify';
import { clientsContract } from '@platform/shared/clients/clients.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { presentClient, updateClient } from './clients.service.js';

export const clientsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clients }) => {
  registerCall(app, clientsContract.show, { access: 'public', allowInMaintenance: true }, async (request) =>
    presentClient(request.ctx.client),
  );

  registerCall(app, clientsContract.update, { access: 'client.configure' }, async (request) => {
    const row = await updateClient(db, requireActor(request), request.body);
    clients.invalidate();
    return presentClient(row);
  });
};
