import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { Database } from '../db/database.js';
import type { AppDeps } from '../http/app-deps.js';
import type { RequestContext } from '../http/request-context.js';
import { clientPackageFor } from '../tenancy/client-packages.js';
import type { ClientRow } from '../tenancy/current-client.js';
import { loadIndexHtml, type SharedGlobals } from './index-html.js';
import { createPageHints } from './page-hints.js';
import { type ContentEncoding, VisitorPageCache } from './visitor-page.js';

export type WebPages = ReturnType<typeof createWebPages>;

/**
 * What a page carries that features own: the client as the API presents it and the caller's profile.
 * app.ts hands these in, so platform code imports no feature (layer rule).
 */
export interface PageData {
  presentClient(row: ClientRow): PageGlobals['client'];
  currentProfile(db: Database, ctx: RequestContext): Promise<PageGlobals['profile']>;
}

/** The headers of every served page, whichever way it is answered (plus content-encoding when compressed). */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  vary: 'accept-encoding, cookie',
} as const;

/**
 * The SPA's index.html as each caller gets it: the page globals (client,
 * indicator list, profile, CSRF token) and the page's preload hints written in.
 */
export function createWebPages(
  deps: Pick<AppDeps, 'config' | 'clients' | 'indicatorList'>,
  { presentClient }: Pick<PageData, 'presentClient'>,
) {
  const { config } = deps;
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
  const globalsFor = async (client: ClientRow) => sharedGlobals(client, await deps.indicatorList.get());
  const visitorPage = (globals: SharedGlobals, path: string, locale: string, encoding: ContentEncoding): Buffer => {
    const hints = pageHints(path, globals.indicators);
    return visitorPages.body(`${locale}${hints.key}`, globals, () => indexHtml.render(globals, null, '', locale, hints.html), encoding);
  };

  return {
    /**
     * A page for a caller without a session token: the same for everyone in a language, compressed once.
     * `client` is the row the request context already holds.
     */
    async forVisitor(client: ClientRow, path: string, locale: string, encoding: ContentEncoding): Promise<Buffer> {
      return visitorPage(await globalsFor(client), path, locale, encoding);
    },

    /**
     * The same page without waiting, when the client row and indicator list are cached and fresh;
     * null otherwise (the caller then goes the usual way, which reloads them).
     */
    forVisitorNow(path: string, locale: string, encoding: ContentEncoding): Buffer | null {
      const client = deps.clients.peek();
      const indicators = deps.indicatorList.peek();
      return client && indicators ? visitorPage(sharedGlobals(client, indicators), path, locale, encoding) : null;
    },

    /** A page for a caller with a session token (visitor or signed in): rendered for them, never cached. */
    async forCaller(client: ClientRow, path: string, locale: string, profile: PageGlobals['profile'], csrfToken: string): Promise<string> {
      const globals = await globalsFor(client);
      return indexHtml.render(globals, profile, csrfToken, locale, pageHints(path, globals.indicators).html);
    },
  };
}
