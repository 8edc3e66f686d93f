import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CSRF_HEADER } from '@platform/shared/http/page-globals';
import { accountRefusal } from '../auth/account-rules.js';
import { actorOf, type Actor } from '../auth/actor.js';
import { hmac, randomToken, safeEqual } from '../auth/tokens.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { meetsAccess } from '../permissions/access.js';
import { guardImpersonation } from './impersonation-guard.js';
import { loadSession, type SessionRow, type UserRow } from '../session/session.service.js';
import { ANONYMOUS_PREFIX, SESSION_COOKIE, SIGNED_IN_PREFIX } from '../session/session-policy.js';
import type { TagTreeStore } from '../tags/tag-tree-store.js';
import type { ClientRow, ClientStore } from '../tenancy/current-client.js';

export interface RequestContext {
  /**
   * The cookie token: a visitor's (`a.`) or a signed-in session's (`s.`); null
   * for a first-time visitor, who gets one only when something needs it
   * (their first page is then the same for everyone and can be cached).
   */
  token: string | null;
  /** The CSRF token bound to `token`; empty while there is none. */
  csrfToken: string;
  client: ClientRow;
  user: UserRow | null;
  session: SessionRow | null;
  /** Who the signed-in caller acts as, for services and policies; null for a visitor. */
  actor: Actor | null;
  /**
   * An upload sent its CSRF token as a multipart field instead of the header (routes declaring
   * `csrfField`): the body's reader must check it (checkCsrfField) before it stores anything.
   */
  csrfInBody?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    /**
     * The site is served over https (its PUBLIC_URL says so): the session cookie is `Secure` whatever the
     * request looked like, since a TLS proxy may reach the app over plain http without saying so.
     */
    secureCookies: boolean;
    /** Every route registered, with its final options: what route-wide checks and tests go through. */
    routeTable: readonly RouteOptions[];
  }
  interface FastifyContextConfig {
    /**
     * Multipart uploads of this route may carry the CSRF token as this form field (spec §7:
     * `authenticity_token`) instead of the header; the field must come before any file.
     */
    csrfField?: string;
    /**
     * No CSRF token is asked: only for a POST that another site's page sends by design (the SAML assertion
     * consumer service, posted by the identity provider's page, which cannot know our token). The route
     * must take the token's place with checks of its own, and say which where it is declared.
     */
    csrfExempt?: boolean;
  }
}

export const API_DOCS_PREFIX = '/api/docs';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[as]\.[A-Za-z0-9_-]{43}$/;

export interface RequestContextOptions {
  db: Database;
  clients: ClientStore;
  csrfSecret: string;
  config: Pick<AppConfig, 'publicUrl'>;
  /** Each client's tag tree, cached: a session's scope is expanded through it without reading tag rows. */
  tagTrees: TagTreeStore;
}

/**
 * Runs first on every request: who is calling (session cookie), for which
 * client, with which CSRF token; then the CSRF check on every unsafe method,
 * and the maintenance switch and access the matched route declares (denied by
 * default). Every decision is taken from the route the router matched, never
 * from how the request spelled its URL: `/%61pi/…`, `//api/…` or an
 * absolute-form target reach a route only through the same checks.
 */
export function registerRequestContext(app: FastifyInstance, options: RequestContextOptions): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorate('secureCookies', servedOverHttps(options.config));

  // Deny by default: a route without an access declaration stops the server from starting. Checked once
  // every plugin has had its say (a scope may declare access for the routes a plugin adds, see
  // declareAccessOfScope), so the final options are the ones checked.
  const registered: RouteOptions[] = [];
  app.decorate('routeTable', registered);
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = registered.find((route) => !route.config?.access);
    if (undeclared) throw new Error(`Route ${String(undeclared.method)} ${undeclared.url} does not declare its access`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    // Files need no caller: no cookie, no lookup.
    if (config.staticFile) return;
    request.ctx = await buildContext(request, reply, options);
    request.ctx = await guardImpersonation(request, request.ctx, {
      db: options.db,
      tagTrees: options.tagTrees,
      csrfSecret: options.csrfSecret,
      setCookie: (token) => setSessionCookie(request, reply, token),
      // Decided from the matched route: an API call is refused with the reason, a page is served to the administrator.
      answerWithRefusal: request.routeOptions.url?.startsWith('/api/') === true,
    });
    if (UNSAFE_METHODS.has(request.method) && !config.csrfExempt) checkCsrf(request);
    if (!config.access) return; // no route matched: the not-found handler answers
    checkAccess(request, config);
  });
}

/**
 * Declares the access of every route a plugin registered in this scope adds (Swagger UI's pages, the
 * static file routes), for plugins whose routes take no options of ours.
 */
export function declareAccessOfScope(scope: FastifyInstance, config: Pick<FastifyContextConfig, 'access' | 'staticFile' | 'allowInMaintenance'>): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...config };
  });
}

/** Whether the configured public address is https: then cookies are Secure and HSTS is sent. */
export function servedOverHttps(config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https://') === true;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.secureCookies || request.protocol === 'https',
  });
}

/** The signed-in caller as an Actor; SESSION_EXPIRED for a visitor (never a failure on a missing session). */
export function requireActor(request: FastifyRequest): Actor {
  const actor = request.ctx.actor;
  if (!actor) throw new AppError('SESSION_EXPIRED', 'Sign in to continue.');
  return actor;
}

/** Gives the caller a fresh visitor token (after sign-out, or when its session ended). */
export function startAnonymous(request: FastifyRequest, reply: FastifyReply, secret: string): string {
  const token = ANONYMOUS_PREFIX + randomToken();
  setSessionCookie(request, reply, token);
  request.ctx = { ...request.ctx, token, csrfToken: hmac(secret, token), user: null, session: null, actor: null };
  return request.ctx.csrfToken;
}

/** The caller's CSRF token, giving a first-time visitor their token (and cookie) now. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply, secret: string): string {
  return request.ctx.token ? request.ctx.csrfToken : startAnonymous(request, reply, secret);
}

async function buildContext(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, clients, csrfSecret, tagTrees }: RequestContextOptions,
): Promise<RequestContext> {
  const client = await clients.current();
  const cookie = request.cookies[SESSION_COOKIE];
  let token = cookie && TOKEN_PATTERN.test(cookie) ? cookie : null;
  let loaded = null;
  if (token?.startsWith(SIGNED_IN_PREFIX)) {
    loaded = await loadSession(db, token, client.id, tagTrees);
    if (!loaded) {
      // Ended, unknown or another client's: carry on as a visitor with a fresh token, so the old one is replaced.
      token = ANONYMOUS_PREFIX + randomToken();
      setSessionCookie(request, reply, token);
    }
  }
  return {
    token,
    csrfToken: token ? hmac(csrfSecret, token) : '',
    client,
    user: loaded?.user ?? null,
    session: loaded?.session ?? null,
    actor: loaded ? actorOf({ ...loaded, client }) : null,
  };
}

const invalidCsrfToken = () => new AppError('INVALID_CSRF_TOKEN', 'The security token is missing or out of date. Reload the page.');

function checkCsrf(request: FastifyRequest): void {
  const sent = request.headers[CSRF_HEADER];
  if (sent === undefined && request.routeOptions.config.csrfField && isMultipart(request)) {
    // Checked by the body's reader, from the form field, before the first file is read (checkCsrfField).
    request.ctx.csrfInBody = true;
    return;
  }
  if (!request.ctx.token || typeof sent !== 'string' || !safeEqual(sent, request.ctx.csrfToken)) throw invalidCsrfToken();
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '');
}

/**
 * The CSRF check of an upload whose token came in its multipart body: `sent` is the field's value,
 * undefined when a file came first. Does nothing when the header was sent (already checked).
 */
export function checkCsrfField(request: FastifyRequest, sent: string | undefined): void {
  if (!request.ctx.csrfInBody) return;
  if (!request.ctx.token || sent === undefined || !safeEqual(sent, request.ctx.csrfToken)) throw invalidCsrfToken();
  request.ctx.csrfInBody = false;
}

/** Whether the request's CSRF token is still to be read from its body. */
export function csrfInBody(request: FastifyRequest): boolean {
  return request.ctx.csrfInBody === true;
}

function checkAccess(request: FastifyRequest, config: FastifyRequest['routeOptions']['config']): void {
  const { client, actor } = request.ctx;
  if (client.maintenance && !actor?.isSuperAdmin && !config.allowInMaintenance) {
    throw new AppError('CLIENT_IN_MAINTENANCE', 'The site is in maintenance.');
  }
  if (config.access === 'public') return;
  if (!actor) throw new AppError('SESSION_EXPIRED', 'Sign in to continue.');
  const refusal = accountRefusal(actor.user, client, {
    // The password rules concern whoever signed in: while impersonating, that is the impersonator, not this user.
    changingPassword: config.allowExpiredPassword || actor.impersonatorId !== null,
    reachableInMaintenance: config.allowInMaintenance,
  });
  if (refusal) throw refusal;
  if (config.access === 'signedIn') return;
  const access = config.access!;
  const allowed = access === 'superAdmin' ? actor.isSuperAdmin : meetsAccess(actor, access);
  if (!allowed) throw new AppError('ACCESS_DENIED', 'Access denied');
}
