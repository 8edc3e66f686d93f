import type { FastifyPluginAsync } from 'fastify';
import { impersonationContract, type ImpersonationRefusal } from '@platform/shared/users/impersonation.contract';
import { isLocale } from '@platform/shared/i18n/locales';
import { AppError } from '../../platform/errors/app-error.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { signInPathOf } from '../../platform/auth/sign-in-path.js';
import { impersonationPolicy, impersonationRefusal } from './impersonation.policy.js';
import { actorOfUser } from '../../platform/auth/actor-of-user.service.js';
import { auditImpersonation, visitorAccount } from './impersonation.service.js';
import { switchSession } from './switch-session.js';
import { can } from '../../platform/permissions/access.js';

const REFUSAL_FEEDBACK: Record<ImpersonationRefusal, string> = {
  SELF: 'You cannot impersonate yourself.',
  SUPER_ADMINISTRATOR: 'A super administrator cannot be impersonated.',
  ARCHIVED: 'An archived user cannot be impersonated.',
  WIDER_RIGHTS: 'This user holds rights you do not hold: you cannot impersonate them.',
  ACCOUNT_UNAVAILABLE: 'This user’s account cannot be used now (locked, mandate expired or closed).',
  ALREADY_IMPERSONATING: 'You are already acting as another user: stop first.',
};

const refused = (reason: ImpersonationRefusal) => new AppError('ACCESS_DENIED', REFUSAL_FEEDBACK[reason], { base: [{ error: reason }] });

export const impersonationRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const meta = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  registerCall(app, impersonationContract.start, { access: can(impersonationPolicy, 'impersonate'), auditedByHandler: true }, async (request, reply) => {
    const actor = requireActor(request);
    if (actor.impersonatorId !== null) throw refused('ALREADY_IMPERSONATING');
    const target = await actorOfUser(db, actor.client, request.params.id);
    const refusal = impersonationRefusal(actor, target);
    if (refusal) throw refused(refusal);
    const csrfToken = await switchSession(deps, request, reply, { userId: target.user.id, impersonatorId: actor.user.id });
    await auditImpersonation(db, { client: actor.client, action: 'impersonation.start', impersonatorId: actor.user.id, asUserId: target.user.id, ...meta(request) });
    return { effective_permissions: { sign_in_path: signInPathOf(target) }, csrf_token: csrfToken };
  });

  registerCall(app, impersonationContract.startPublic, { access: can(impersonationPolicy, 'impersonate'), auditedByHandler: true }, async (request, reply) => {
    const actor = requireActor(request);
    if (actor.impersonatorId !== null) throw refused('ALREADY_IMPERSONATING');
    const locale = request.body.locale ?? (isLocale(actor.user.locale) ? actor.user.locale : 'en');
    const visitor = await visitorAccount(db, actor.client, request.body.audience, locale);
    const csrfToken = await switchSession(deps, request, reply, { userId: visitor.id, impersonatorId: actor.user.id });
    await auditImpersonation(db, { client: actor.client, action: 'impersonation.start', impersonatorId: actor.user.id, asUserId: visitor.id, ...meta(request) });
    return { permissions: { sign_in_path: visitor.permissions.sign_in_path ?? '/' }, csrf_token: csrfToken };
  });

  // Declared public on purpose: the way back is decided by the session's impersonator alone, never by the
  // rights of the user acted as (who usually cannot impersonate, and may even have been locked meanwhile).
  registerCall(
    app,
    impersonationContract.stop,
    { access: 'public', allowInMaintenance: true, allowExpiredPassword: true, auditedByHandler: true },
    async (request, reply) => {
      const { session, user, client } = request.ctx;
      if (!session || !user) throw new AppError('SESSION_EXPIRED', 'Sign in to continue.');
      const impersonatorId = session.impersonatorId;
      if (impersonatorId === null || user.id !== request.params.id) {
        throw new AppError('ACCESS_DENIED', 'You are not acting as this user.');
      }
      const impersonator = await actorOfUser(db, client, impersonatorId);
      const csrfToken = await switchSession(deps, request, reply, { userId: impersonatorId, impersonatorId: null });
      await auditImpersonation(db, { client, action: 'impersonation.stop', impersonatorId, asUserId: user.id, ...meta(request) });
      return { redirect_url: redirectAfterStop(impersonator, user), csrf_token: csrfToken };
    },
  );
};

/** Back to the user's page in the users screens, or to the list after a visitor's view (or home without them). */
function redirectAfterStop(impersonator: { permissions: ReadonlySet<string> }, user: { id: number; isVisitor: boolean }): string {
  if (!impersonator.permissions.has('users.read')) return '/admin';
  return user.isVisitor ? '/admin/users' : `/admin/users/${user.id}`;
}
