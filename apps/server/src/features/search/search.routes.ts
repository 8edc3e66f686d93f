import type { FastifyPluginAsync } from 'fastify';
import { searchContract } from '@platform/shared/search/search.contract';
import type { Locale } from '@platform/shared/i18n/locales';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { search } from './search.service.js';

/** GET /search (spec §7): open to visitors, who find indicators; what else is found depends on who asks (search.policy). */
export const searchRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerCall(app, searchContract.search, { access: 'public' }, async (request) => {
    const { actor, client, user } = request.ctx;
    // The language asked for, else the signed-in user's, else English.
    const locale: Locale = request.query.locale ?? (user?.locale === 'fr' ? 'fr' : 'en');
    return { results: await search(db, { clientId: client.id, actor, locale, query: request.query.q }) };
  });
};
