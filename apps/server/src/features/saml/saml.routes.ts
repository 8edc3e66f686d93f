import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { samlContract } from '@platform/shared/saml/saml.contract';
import { isSamlSignInError, SAML_ERROR_PARAM, type SamlSignInError } from '@platform/shared/saml/saml-errors';
import type { SamlAcsBody } from '@platform/shared/saml/saml.schemas';
import type { SamlSettings } from '@platform/shared/saml/saml-settings.schemas';
import { AppError } from '../../platform/errors/app-error.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import { registerCall } from '../../platform/http/register-call.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';
import { clearBrowserBindingCookie, newBrowserBinding, requestIdBoundTo, setBrowserBindingCookie } from './saml-browser-binding.js';
import { samlRequestCache } from './saml-request-cache.service.js';
import { SamlResponseRefused, verifySamlResponse } from './saml-response.js';
import { serviceProvider } from './saml-service-provider.js';
import { openSamlSession } from './saml-session.js';
import { auditRefusedResponse, signInWithAssertion } from './saml-sign-in.service.js';

const SAML_PAGE = '/profile/saml/sign_in';

function settingsOf(client: ClientRow): SamlSettings {
  if (!client.settings.saml) throw new AppError('NOT_FOUND', 'Single sign-on is not configured.');
  return client.settings.saml;
}

/** Where the identity provider posts its responses, as we tell it in the request and the metadata. */
function acsUrlOf(deps: AppDeps, request: FastifyRequest): string {
  return `${publicOrigin(deps.config, request)}/api${samlContract.acs.path}`;
}

/** The SAML sign-in page's code for a refusal; anything that is not a refusal is not caught. */
function refusalCode(error: unknown): SamlSignInError | null {
  if (error instanceof SamlResponseRefused) return 'SAML_RESPONSE_REFUSED';
  if (error instanceof AppError && isSamlSignInError(error.code)) return error.code;
  if (error instanceof AppError && error.code === 'NOT_FOUND') return 'SAML_NOT_CONFIGURED';
  return null;
}

export const samlRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;

  // The identity provider's page posts an HTML form; only this feature's routes read form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // A signed response proves who the provider vouches for, not which browser asked: an attacker could start a
  // sign-in in their own browser, have the provider sign a response for their own account, and make a victim's
  // browser post it (login CSRF: the victim then works, unknowingly, in the attacker's account). So the browser
  // that starts a sign-in keeps a random nonce in a cookie, and the request's ID is derived from it; the
  // assertion consumer service accepts only a response InResponseTo the request whose ID that browser's nonce
  // gives. The nonce never leaves the browser and our server; the ID, which the provider and the attacker see,
  // does not reveal it. The cookie must be SameSite=None: the provider's page posts its form from its own site,
  // and that cross-site POST carries no Lax or Strict cookie (hence Secure too, which browsers require with
  // None). HttpOnly and a path limited to the assertion consumer service keep it from every script and route.
  registerCall(app, samlContract.start, { access: 'public', allowInMaintenance: true }, async (request, reply) => {
    const { client } = request.ctx;
    const binding = newBrowserBinding();
    const sp = serviceProvider(settingsOf(client), acsUrlOf(deps, request), samlRequestCache(db, client.id), binding.requestId);
    const redirectUrl = await sp.getAuthorizeUrlAsync('', undefined, {});
    setBrowserBindingCookie(reply, binding.nonce);
    return { redirect_url: redirectUrl };
  });

  registerCall(app, samlContract.metadata, { access: 'public', allowInMaintenance: true }, async (request, reply) => {
    const { client } = request.ctx;
    const sp = serviceProvider(settingsOf(client), acsUrlOf(deps, request), samlRequestCache(db, client.id));
    void reply.type('application/samlmetadata+xml; charset=utf-8');
    return sp.generateServiceProviderMetadata(null, null);
  });

  app.route<{ Body: SamlAcsBody }>({
    method: samlContract.acs.method,
    url: samlContract.acs.path,
    schema: { body: samlContract.acs.body },
    config: {
      access: 'public',
      allowInMaintenance: true,
      auditedByHandler: true,
      contract: samlContract.acs,
      // The identity provider's page posts this form from its own site: it cannot send our CSRF token (and
      // the SameSite=Lax cookie it is bound to does not come with a cross-site POST). What the token would
      // prove is proven instead by the response itself: signed by the configured provider, InResponseTo a
      // request we sent and nobody answered yet, that this very browser started (its SameSite=None nonce
      // cookie, see the start above), within its time limits, and its assertion used only once.
      csrfExempt: true,
    },
    handler: async (request, reply) => {
      const { client } = request.ctx;
      const meta = { ip: request.ip, requestId: request.id };
      void reply.header('cache-control', 'no-store');
      // Read once, then taken back whatever the answer: a nonce serves a single response.
      const requestId = requestIdBoundTo(request);
      clearBrowserBindingCookie(reply);
      try {
        const settings = settingsOf(client);
        const acsUrl = acsUrlOf(deps, request);
        const cache = samlRequestCache(db, client.id);
        const sp = serviceProvider(settings, acsUrl, cache);
        const assertion = await verifySamlResponse(sp, cache, { idpIssuer: settings.idp_issuer, acsUrl, requestId }, request.body.SAMLResponse);
        const user = await signInWithAssertion(db, client, assertion, meta);
        return reply.redirect(await openSamlSession(db, request, reply, user), 303);
      } catch (error) {
        const code = refusalCode(error);
        if (!code) throw error;
        if (error instanceof SamlResponseRefused) await auditRefusedResponse(db, client, meta, error);
        return reply.redirect(`${SAML_PAGE}?${SAML_ERROR_PARAM}=${code}`, 303);
      }
    },
  });
};
