import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newPasswordBodySchema,
  profileSchema,
  recoverPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  updateProfileBodySchema,
} from '@platform/shared/profile/profile.schemas';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { ensureCsrfToken, setSessionCookie, startAnonymous } from '../../platform/http/request-context.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { abilitiesOf } from '../../platform/permissions/abilities.js';
import { createSession, destroySession, permissionKeysOf, type UserRow } from '../../platform/session/session.service.js';
import { hmac } from '../../platform/auth/tokens.js';
import { requestPasswordRecovery, setNewPassword } from './password.service.js';
import { presentProfile, signInPathOf } from './profile.presenter.js';
import { authenticate } from './sign-in.service.js';
import { currentProfile, updateLocale } from './profile.service.js';

export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const meta = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id, origin: publicOrigin(deps.config, request) });

  /** Opens a fresh session (new id, new CSRF token) for a user who proved who they are. */
  async function openSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    if (request.ctx.session && request.ctx.token) await destroySession(db, request.ctx.token);
    const token = await createSession(db, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, token);
    const abilities = abilitiesOf(user, await permissionKeysOf(db, user.id));
    return {
      profile: presentProfile(user, abilities, null),
      sign_in_path: signInPathOf(user, abilities),
      csrf_token: hmac(deps.csrfSecret, token),
    };
  }

  app.get(
    '/profile',
    {
      config: { access: 'public', allowInMaintenance: true },
      schema: { response: { 200: z.object({ profile: profileSchema.nullable(), csrf_token: z.string() }) } },
    },
    async (request, reply) => ({
      profile: await currentProfile(db, request.ctx),
      csrf_token: ensureCsrfToken(request, reply, deps.csrfSecret),
    }),
  );

  app.put(
    '/profile',
    { config: { access: 'signedIn', allowExpiredPassword: true }, schema: { body: updateProfileBodySchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = request.ctx.user!;
      await updateLocale(db, user.id, request.body.locale);
      request.ctx.user = { ...user, locale: request.body.locale };
      return (await currentProfile(db, request.ctx))!;
    },
  );

  app.post(
    '/profile/sign_in',
    {
      config: { access: 'public', allowInMaintenance: true, auditedByHandler: true },
      schema: { body: signInBodySchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const user = await authenticate(deps, request.ctx.client, request.body, meta(request));
      await recordAudit(db, { clientId: request.ctx.client.id, userId: user.id, action: 'sign_in.success', ip: request.ip, requestId: request.id });
      return openSession(request, reply, user);
    },
  );

  app.post(
    '/profile/sign_out',
    {
      config: { access: 'public', allowInMaintenance: true, auditedByHandler: true },
      schema: { response: { 200: z.object({ csrf_token: z.string() }) } },
    },
    async (request, reply) => {
      const { user, session, client, token } = request.ctx;
      if (session && token) {
        await destroySession(db, token);
        await recordAudit(db, { clientId: client.id, userId: user?.id ?? null, action: 'sign_out', ip: request.ip, requestId: request.id });
      }
      return { csrf_token: startAnonymous(request, reply, deps.csrfSecret) };
    },
  );

  app.post(
    '/profile/password',
    {
      config: { access: 'public', allowInMaintenance: false, auditedByHandler: true },
      schema: { body: newPasswordBodySchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const user = await setNewPassword(deps, request.ctx.client, request.body, request.ctx.user, meta(request));
      return openSession(request, reply, user);
    },
  );

  app.post(
    '/profile/password/recover',
    {
      config: { access: 'public', auditedByHandler: true },
      schema: { body: recoverPasswordBodySchema, response: { 200: z.object({ sent: z.literal(true) }) } },
    },
    async (request) => {
      await requestPasswordRecovery(deps, request.ctx.client, request.body.email, meta(request));
      return { sent: true as const };
    },
  );
};
