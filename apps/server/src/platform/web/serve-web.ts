import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALE_COOKIE } from '@platform/shared/i18n/locales';
import { presentClient } from '../../features/clients/clients.service.js';
import { currentProfile } from '../../features/profile/profile.service.js';
import type { AppDeps } from '../http/app-deps.js';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { ClientRow } from '../tenancy/current-client.js';
import { loadIndexHtml, type SharedGlobals } from './index-html.js';
import { preferredEncoding, VisitorPageCache } from './visitor-page.js';
import { createPageHints } from './page-hints.js';
import { clientPackageFor } from '../tenancy/client-packages.js';

/**
 * Serves the built SPA: hashed assets with a year-long cache, the client's
 * assets, and index.html for every other page with the page globals in it.
 */
export async function serveWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, db } = deps;
  const indexHtml = loadIndexHtml(config.webDistDir);
  const visitorPages = new VisitorPageCache();
  const pageHints = createPageHints({
    webDistDir: config.webDistDir,
    assetUrl: (file) => `${config.assetBaseUrl}/${config.clientName}/${file}`,
    clientPackage: clientPackageFor(config.clientName),
  });
  // Rebuilt only when the cached client row or indicator list is replaced, so the page's JSON is serialised once.
  let shared: { client: ClientRow; indicators: IndicatorListItem[]; globals: SharedGlobals } | null = null;
  const sharedGlobals = (client: ClientRow, indicators: IndicatorListItem[]): SharedGlobals => {
    if (shared?.client !== client || shared.indicators !== indicators) {
      shared = { client, indicators, globals: { client: presentClient(client), indicators, assetBaseUrl: config.assetBaseUrl } };
    }
    return shared.globals;
  };

  await app.register(fastifyStatic, {
    root: path.join(config.webDistDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    wildcard: true,
    index: false,
    // The web build writes .br and .gz beside each asset: served as they are, no compression per request.
    preCompressed: true,
  });
  // The local stand-in for the per-client CDN: /client-assets/<client>/<file> → clients/<client>/assets/<file>.
  await app.register(fastifyStatic, {
    root: path.join(config.clientsDir, config.clientName, 'assets'),
    prefix: `/client-assets/${config.clientName}/`,
    decorateReply: false,
    maxAge: '7d',
    index: false,
  });

  app.get('/favicon.ico', { config: { access: 'public' } }, (_request, reply) =>
    reply.redirect(`${config.assetBaseUrl}/${config.clientName}/favicon.svg`, 301),
  );

  // Every other page of the SPA gets index.html with its page globals (a route, so the compression
  // and other per-route hooks apply; unknown /api paths are left to the not-found handler).
  // Pages bring their own compression (a visitor's page is compressed once, ahead of time), so the
  // per-response compression hook stays off this route.
  app.get('/*', { config: { access: 'public' }, compress: false }, async (request, reply) => {
    if (!request.ctx || request.url.startsWith('/api/') || request.url === '/api') return notFound(reply);
    const { client, user, token, csrfToken } = request.ctx;
    const shared = sharedGlobals(client, await deps.indicatorList.get());
    const locale = user?.locale ?? (request.cookies[LOCALE_COOKIE] === 'fr' ? 'fr' : 'en');
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding, cookie');
    const hints = pageHints(request.url.split('?')[0] ?? '/');
    if (!token) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const variant = `${locale}${hints.key}`;
      return reply.send(visitorPages.body(variant, shared, () => indexHtml.render(shared, null, '', locale, hints.html), encoding));
    }
    return reply.send(indexHtml.render(shared, await currentProfile(db, request.ctx), csrfToken, locale, hints.html));
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ code: 'NOT_FOUND', feedback: 'Not found' });
