import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { plainPagePathOf } from './web-paths.js';
import { type ContentEncoding, preferredEncoding } from './visitor-page.js';
import { PAGE_HEADERS, type WebPages } from './web-pages.js';

/** Answers a request on the spot and returns true, or returns false to leave it to the app. */
export type EarlyHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * A first-time visitor (no cookie at all) asks for the same page as everyone
 * else in English: it is answered straight from the HTTP server's request
 * event, with headers prepared once, before the app's routing, hooks and
 * per-request logging. The body is the one the page route would send (both
 * come from web-pages.ts) and the headers are the same, so what the visitor
 * gets does not change; only the work per request does. Anything else (a
 * cookie, another method, an API or asset path, a page path that is not
 * written the plain way, an unknown page, a page not cached yet) goes the
 * usual way.
 */
export function createFirstVisitHandler(pages: WebPages, securityHeaders: Record<string, string>): EarlyHandler {
  // As a flat [name, value, …] list: Node writes such a list with far less work per header than an
  // object, which counts with a dozen security headers on a 4 kB page.
  const headersFor = (encoding: ContentEncoding): string[] =>
    Object.entries({
      ...securityHeaders,
      ...PAGE_HEADERS,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    }).flat();
  const headers: Record<ContentEncoding, string[]> = {
    identity: headersFor('identity'),
    br: headersFor('br'),
    gzip: headersFor('gzip'),
  };

  // The complete list for each body, ending with the request id's slot. A body is a cached Buffer
  // (one per page, language and encoding), so the list is built once per body rather than per request.
  const listByBody = new WeakMap<Buffer, string[]>();
  const headerListFor = (body: Buffer, encoding: ContentEncoding): string[] => {
    let list = listByBody.get(body);
    if (!list) {
      list = [...headers[encoding], 'content-length', String(body.length), 'x-request-id', ''];
      listByBody.set(body, list);
    }
    return list;
  };

  return (request, response) => {
    if (request.method !== 'GET' || request.headers.cookie !== undefined) return false;
    const path = plainPagePathOf(request.url ?? '');
    if (path === null) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = pages.forVisitorNow(path, 'en', encoding);
    if (!body) return false;
    const list = headerListFor(body, encoding);
    // Safe to fill in place: writeHead turns the list into the header block before it returns.
    list[list.length - 1] = randomUUID();
    response.writeHead(200, list);
    response.end(body);
    return true;
  };
}
