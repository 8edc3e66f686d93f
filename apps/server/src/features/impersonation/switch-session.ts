import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { setSessionCookie } from '../../platform/http/request-context.js';
import { hmac } from '../../platform/auth/tokens.js';
import { createSession, destroySession } from '../../platform/session/session.service.js';

/**
 * Replaces the caller's session with one for `userId` (acting for `impersonatorId`, if given), the way signing
 * in does: the old session ends, a new token goes in the cookie, and the CSRF token bound to it is returned.
 * The new session keeps the old one's absolute limit: switching is not signing in again.
 */
export async function switchSession(
  deps: Pick<AppDeps, 'db' | 'csrfSecret'>,
  request: FastifyRequest,
  reply: FastifyReply,
  next: { userId: number; impersonatorId: number | null },
): Promise<string> {
  const { session, token } = request.ctx;
  if (session && token) await destroySession(deps.db, token);
  const newToken = await createSession(deps.db, {
    userId: next.userId,
    impersonatorId: next.impersonatorId,
    expiresAt: session?.expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, newToken);
  return hmac(deps.csrfSecret, newToken);
}
