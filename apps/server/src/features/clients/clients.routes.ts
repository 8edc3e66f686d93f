import type { FastifyPluginAsync } from 'fastify';
import { clientsContract } from '@platform/shared/clients/clients.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { presentClient, updateClient } from './clients.service.js';
import { announceIdentityProviderChange } from './identity-provider-change.service.js';
import { labelOverridesOf } from './client-texts.js';
import { can } from '../../platform/permissions/access.js';
import { clientsPolicy } from './clients.policy.js';

export const clientsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clients, mailer }) => {
  registerCall(app, clientsContract.show, { access: 'public', allowInMaintenance: true }, async (request) =>
    presentClient(request.ctx.client),
  );

  registerCall(app, clientsContract.labels, { access: 'public', allowInMaintenance: true }, async (request) => ({
    labels: labelOverridesOf(request.ctx.client),
  }));

  registerCall(app, clientsContract.update, { access: can(clientsPolicy, 'update') }, async (request) => {
    const actor = requireActor(request);
    const row = await updateClient(db, actor, request.body);
    clients.invalidate();
    const change = { before: actor.client.settings.saml, after: row.settings.saml, ip: request.ip, requestId: request.id };
    await announceIdentityProviderChange({ db, mailer }, actor, change);
    return presentClient(row);
  });
};
