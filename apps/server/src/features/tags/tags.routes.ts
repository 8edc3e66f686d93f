import type { FastifyPluginAsync } from 'fastify';
import { tagsContract as calls } from '@platform/shared/tags/tags.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { listTags, showTag } from './tags.service.js';

/** GET /tags and /tags/{id}: public, since the public site names the nodes its figures are broken down by. */
export const tagsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, calls.list, { access: 'public' }, async (request) => ({ tags: await listTags(db, request.ctx.client.id) }));

  registerCall(app, calls.show, { access: 'public' }, async (request) => showTag(db, request.ctx.client.id, request.params.id));
};
