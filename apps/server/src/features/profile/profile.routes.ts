import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { profileContract } from '@platform/shared/profile/profile.contract';
import { registerCall } from '../../platform/http/register-call.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { ensureCsrfToken, requireActor, setSessionCookie, startAnonymous } from '../../platform/http/request-context.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { tagScopeOf } from '../../platform/tags/tag-scope.service.js';
import { actorOf } from '../../platform/auth/actor.js';
import { createSession, destroySession, permissionKeysOf, type UserRow } from '../../platform/session/session.service.js';
import { hmac } from '../../platform/auth/tokens.js';
import { requestPasswordRecovery, setNewPassword } from './password.service.js';
import { signInPathOf } from '../../platform/auth/sign-in-path.js';
import { presentProfile } from './profile.presenter.js';
import { authenticate } from './sign-in.service.js';
import { currentProfile, recordSignIn, updateLocale } from './profile.service.js';

export const profileRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const meta = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id, origin: publicOrigin(deps.config, request) });

  /** Opens a fresh session (new id, new CSRF token) for a user who proved who they are. */
  async function openSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    if (request.ctx.session && request.ctx.token) await destroySession(db, request.ctx.token);
    const token = await createSession(db, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, token);
    await recordSignIn(db, user.id);
    const actor = actorOf({ user, session: null, client: request.ctx.client, roleKeys: await permissionKeysOf(db, user.id), tagScope: await tagScopeOf(db, user) });
    return {
      profile: presentProfile(actor, null, deps.areaRules),
      sign_in_path: signInPathOf(actor),
      csrf_token: hmac(deps.csrfSecret, token),
    };
  }

  registerCall(app, profileContract.show, { access: 'public', allowInMaintenance: true }, async (request, reply) => ({
    profile: await currentProfile(db, request.ctx, deps.areaRules),
    csrf_token: ensureCsrfToken(request, reply, deps.csrfSecret),
  }));

  registerCall(app, profileContract.update, { access: 'signedIn', allowExpiredPassword: true }, async (request) => {
    const actor = requireActor(request);
    const user = await updateLocale(db, actor, request.body.locale);
    request.ctx = { ...request.ctx, user, actor: { ...actor, user } };
    return (await currentProfile(db, request.ctx, deps.areaRules))!;
  });

  registerCall(
    app,
    profileContract.signIn,
    { access: 'public', allowInMaintenance: true, auditedByHandler: true },
    async (request, reply) => {
      const user = await authenticate(deps, request.ctx.client, request.body, meta(request));
      await recordAudit(db, { clientId: request.ctx.client.id, userId: user.id, action: 'sign_in.success', ip: request.ip, requestId: request.id });
      return openSession(request, reply, user);
    },
  );

  registerCall(
    app,
    profileContract.signOut,
    { access: 'public', allowInMaintenance: true, auditedByHandler: true },
    async (request, reply) => {
      const { user, session, client, token } = request.ctx;
      if (session && token) {
        await destroySession(db, token);
        await recordAudit(db, { clientId: client.id, userId: user?.id ?? null, action: 'sign_out', ip: request.ip, requestId: request.id });
      }
      return { csrf_token: startAnonymous(request, reply, deps.csrfSecret) };
    },
  );

  registerCall(
    app,
    profileContract.setPassword,
    { access: 'public', allowInMaintenance: false, auditedByHandler: true },
    async (request, reply) => {
      const user = await setNewPassword(deps, request.ctx.client, request.body, request.ctx.user, meta(request));
      return openSession(request, reply, user);
    },
  );

  registerCall(app, profileContract.recoverPassword, { access: 'public', auditedByHandler: true }, async (request) => {
    await requestPasswordRecovery(deps, request.ctx.client, request.body.email, meta(request));
    return { sent: true as const };
  });
};
