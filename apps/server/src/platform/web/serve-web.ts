import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALE_COOKIE } from '@platform/shared/i18n/locales';
import type { AppDeps } from '../http/app-deps.js';
import { preferredEncoding } from './visitor-page.js';
import { isApiPath } from './web-paths.js';
import { isKnownPagePath } from '@platform/shared/http/page-routes';
import { declareAccessOfScope } from '../http/request-context.js';
import { PAGE_HEADERS, type PageData, type WebPages } from './web-pages.js';

/**
 * Serves the built SPA: hashed assets with a year-long cache, the client's
 * assets, and index.html for every other page with the page globals in it
 * (the caller's profile from `currentProfile`, handed in by app.ts).
 */
export async function serveWeb(
  app: FastifyInstance,
  deps: AppDeps,
  pages: WebPages,
  { currentProfile }: Pick<PageData, 'currentProfile'>,
): Promise<void> {
  const { config, db } = deps;
  // Source maps are built (hidden: no file points at them) but only served where the configuration asks.
  const allowedPath = (pathName: string) => config.serveSourceMaps || !pathName.endsWith('.map');

  await app.register(async (buildAssets) => {
    declareAccessOfScope(buildAssets, { access: 'public', staticFile: true, allowInMaintenance: true });
    await buildAssets.register(fastifyStatic, {
      root: path.join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      wildcard: true,
      index: false,
      // The web build writes .br and .gz beside each asset: served as they are, no compression per request.
      preCompressed: true,
      allowedPath,
    });
  });
  // The local stand-in for the per-client CDN: /client-assets/<client>/<file> → clients/<client>/assets/<file>.
  await app.register(async (clientAssets) => {
    declareAccessOfScope(clientAssets, { access: 'public', staticFile: true, allowInMaintenance: true });
    // Logos, photos and PDFs are there to be embedded by the site wherever it is served from, including
    // through a CDN that fetches them from here: the default same-origin resource policy would block them.
    clientAssets.addHook('onRequest', (_request, reply, done) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
    await clientAssets.register(fastifyStatic, {
      root: path.join(config.clientsDir, config.clientName, 'assets'),
      prefix: `/client-assets/${config.clientName}/`,
      decorateReply: false,
      maxAge: '7d',
      index: false,
    });
  });

  // Pages and files are not calls of the API: they stay out of its document, as the static files do.
  app.get('/favicon.ico', { schema: { hide: true }, config: { access: 'public', staticFile: true, allowInMaintenance: true } }, (_request, reply) =>
    reply.redirect(`${config.assetBaseUrl}/${config.clientName}/favicon.svg`, 301),
  );

  // Every other path gets index.html with its page globals: 200 for the app's pages, 404 (the app then
  // shows its not-found page) for any other; a path of the API that no route matched gets the JSON 404.
  // The path is the one the router decoded, so every spelling of a path is judged alike.
  // Pages bring their own compression (a visitor's page is compressed once, ahead of time), so the
  // per-response compression hook stays off this route. A first-time visitor's page usually never
  // gets here: first-visit-pages.ts answers it earlier.
  app.get('/*', { schema: { hide: true }, config: { access: 'public', allowInMaintenance: true }, compress: false }, async (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    if (isApiPath(path)) return notFound(reply);
    const { client, user, token, csrfToken } = request.ctx;
    const locale = user?.locale ?? (request.cookies[LOCALE_COOKIE] === 'fr' ? 'fr' : 'en');
    reply.status(isKnownPagePath(path) ? 200 : 404).headers(PAGE_HEADERS);
    if (!token) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(await pages.forVisitor(client, path, locale, encoding));
    }
    return reply.send(await pages.forCaller(client, path, locale, await currentProfile(db, request.ctx), csrfToken));
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ code: 'NOT_FOUND', feedback: 'Not found' });
