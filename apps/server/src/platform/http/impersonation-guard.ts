import type { FastifyRequest } from 'fastify';
import { IMPERSONATION_ENDED, type ImpersonationEndReason } from '@platform/shared/users/impersonation-ended';
import { accountRefusal } from '../auth/account-rules.js';
import { actorOf, type Actor } from '../auth/actor.js';
import { holdsEveryRightOf } from '../auth/impersonation-rule.js';
import { hmac, sha256 } from '../auth/tokens.js';
import { findUserOfClient } from '../auth/user-lookup.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { createSession, destroySession, permissionKeysOf } from '../session/session.service.js';
import { assignedTagIds } from '../tags/tag-scope.service.js';
import { expandTagScope } from '../tags/tag-tree.js';
import type { TagTreeStore } from '../tags/tag-tree-store.js';
import type { RequestContext } from './request-context.js';

/** Where the browser goes once the server has ended an impersonation: the administrator's own back-office. */
export const AFTER_IMPERSONATION_ENDED = '/admin';

/**
 * Why an impersonating session may no longer go on, or null while it may: the administrator must still hold
 * `users.impersonate` and be able to use their own account, and the user acted as must still hold nothing the
 * administrator lacks. Either side's rights may have changed since the impersonation started, so this is
 * checked on every request of it, from both users' current rows.
 */
export function impersonationEndReason(impersonator: Actor, target: Actor): ImpersonationEndReason | null {
  if (!impersonator.permissions.has('users.impersonate')) return 'IMPERSONATOR_CANNOT_IMPERSONATE';
  if (accountRefusal(impersonator.user, impersonator.client, { changingPassword: true, reachableInMaintenance: true })) {
    return 'IMPERSONATOR_UNAVAILABLE';
  }
  if (!holdsEveryRightOf(impersonator, { isSuperAdmin: target.isSuperAdmin, permissions: target.permissions, tagKeys: target.tagLeaves })) {
    return 'WIDER_RIGHTS';
  }
  return null;
}

async function impersonatorActor(db: Database, tagTrees: TagTreeStore, context: RequestContext, impersonatorId: number): Promise<Actor | null> {
  const user = await findUserOfClient(db, context.client.id, impersonatorId);
  if (!user || user.archivedAt) return null;
  const [roleKeys, assigned] = await Promise.all([permissionKeysOf(db, user.id), assignedTagIds(db, user.id)]);
  // Expanded through the client's cached tree, as the session's own scope is: no tag rows read per request.
  const tagScope = assigned.length === 0 ? { keys: [], all: false } : expandTagScope(await tagTrees.of(context.client.id), assigned);
  return actorOf({ user, session: null, client: context.client, roleKeys, tagScope });
}

export interface GuardOptions {
  db: Database;
  tagTrees: TagTreeStore;
  csrfSecret: string;
  setCookie: (token: string) => void;
  /** An API call is answered 403 when its impersonation ends; a page is served to the administrator instead. */
  answerWithRefusal: boolean;
}

/**
 * Runs on every request of an impersonating session. When the impersonation may no longer go on, it ends at
 * once: the session goes back to the administrator (a new token and CSRF token, the same absolute limit), the
 * audit log says why, and an API call is refused with the reason (the web then reloads as the administrator).
 * Returns the context to carry on with.
 */
export async function guardImpersonation(request: FastifyRequest, context: RequestContext, options: GuardOptions): Promise<RequestContext> {
  const { actor, session, token } = context;
  if (!actor || !session || !token || session.impersonatorId === null) return context;
  const { db } = options;
  const impersonator = await impersonatorActor(db, options.tagTrees, context, session.impersonatorId);
  // An archived administrator's sessions are already gone (loadSession); one missing here leaves a bare visitor.
  if (!impersonator) return context;
  const reason = impersonationEndReason(impersonator, actor);
  if (!reason) return context;

  await destroySession(db, token);
  const newToken = await createSession(db, {
    userId: impersonator.user.id,
    expiresAt: session.expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  options.setCookie(newToken);
  await recordAudit(db, {
    clientId: context.client.id,
    userId: impersonator.user.id,
    action: 'impersonation.ended',
    recordType: 'user',
    recordId: String(actor.user.id),
    ip: request.ip,
    requestId: request.id,
    details: { as_user_id: actor.user.id, reason },
  });
  const csrfToken = hmac(options.csrfSecret, newToken);
  if (options.answerWithRefusal) {
    throw new AppError('ACCESS_DENIED', 'Your impersonation has ended: you are back in your own session.', {
      base: [{ error: IMPERSONATION_ENDED, reason, redirect_url: AFTER_IMPERSONATION_ENDED }],
    });
  }
  const sessionRow = { ...session, id: sha256(newToken), userId: impersonator.user.id, impersonatorId: null };
  return { ...context, token: newToken, csrfToken, user: impersonator.user, session: sessionRow, actor: impersonator };
}
