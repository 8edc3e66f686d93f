import type { FastifyPluginAsync } from 'fastify';
import { indicatorsContract as calls } from '@platform/shared/indicators/indicators.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { showIndicator } from './indicator-detail.service.js';
import { saveIndicator } from './indicator-writes.service.js';

/**
 * Indicators (spec §7). Reads are public: the public site shows every indicator to any visitor. Writes
 * need `indicators.manage` (definitions) or `annotations.manage` (annotations).
 */
export const indicatorsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, jobs, indicatorList }) => {
  registerCall(app, calls.list, { access: 'public' }, async () => indicatorList.get());

  registerCall(app, calls.show, { access: 'public' }, async (request) => ({
    indicator: await showIndicator(db, request.ctx, request.params.key, request.query),
  }));

  registerCall(app, calls.update, { access: 'indicators.manage' }, async (request) => {
    const actor = requireActor(request);
    const { row } = await saveIndicator({ db, jobs }, actor, request.params.key, request.body);
    // Every page carries the list: a new, moved or renamed indicator shows on the next one.
    indicatorList.invalidate();
    return { indicator: await showIndicator(db, { client: actor.client, actor }, row.key) };
  });
};
