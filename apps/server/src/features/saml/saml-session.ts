import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { setSessionCookie } from '../../platform/http/request-context.js';
import { createSession, destroySession, permissionKeysOf, type UserRow } from '../../platform/session/session.service.js';
import { signInPathOf } from '../../platform/auth/sign-in-path.js';

/**
 * Opens the session of a user the identity provider vouched for, as password sign-in does: any session the
 * browser had ends, a fresh token goes in the cookie (its CSRF token is derived from it, and the page the
 * browser is sent to carries it). Returns where the user lands: their sign-in path.
 */
export async function openSamlSession(db: Database, request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<string> {
  if (request.ctx.session && request.ctx.token) await destroySession(db, request.ctx.token);
  const token = await createSession(db, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(request, reply, token);
  const actor = actorOf({ user, session: null, client: request.ctx.client, roleKeys: await permissionKeysOf(db, user.id) });
  return signInPathOf(actor);
}
