import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { recordAudit } from './audit.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler writes its own audit rows (e.g. sign-in records failures too). */
    auditedByHandler?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every successful write through the API leaves an audit row: who, what route, which record, when. */
export function registerWriteAudit(app: FastifyInstance, db: Database): void {
  // A callback hook, not an async one: reads (nearly every request) return at once without a promise.
  app.addHook('onResponse', (request, reply, done) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return done();
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api') || route.config.auditedByHandler || !request.ctx) return done();
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    recordAudit(db, {
      clientId: request.ctx.client.id,
      userId: request.ctx.session?.impersonatorId ?? request.ctx.user?.id ?? null,
      action: `${request.method} ${route.url}`,
      recordId: params.id ?? params.key ?? params.oid ?? null,
      ip: request.ip,
      requestId: request.id,
      details: request.ctx.session?.impersonatorId ? { as_user_id: request.ctx.user?.id } : {},
    })
      .catch((error: unknown) => request.log.error({ err: error }, 'audit row could not be written'))
      .finally(() => done());
  });
}
