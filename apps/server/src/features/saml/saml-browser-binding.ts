import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { samlContract } from '@platform/shared/saml/saml.contract';
import { SAML_REQUEST_TTL_MS } from './saml-limits.js';

/** The cookie that holds the nonce of the sign-in this browser started. */
export const SAML_BROWSER_COOKIE = 'saml_request';

/** The only path the cookie goes to: the assertion consumer service, the one route that reads it. */
export const SAML_BROWSER_COOKIE_PATH = `/api${samlContract.acs.path}`;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The ID of the authentication request a nonce stands for: '_' (an XML ID cannot start with a digit) and the
 * nonce's SHA-256. The ID travels in the clear (in the request, the response, our cache); the nonce only in
 * this browser's cookie, and the ID does not give it away.
 */
export function requestIdOf(nonce: string): string {
  return `_${createHash('sha256').update(nonce, 'utf8').digest('hex')}`;
}

/** A fresh nonce (256 random bits) and the request ID derived from it. */
export function newBrowserBinding(): { nonce: string; requestId: string } {
  const nonce = randomBytes(32).toString('base64url');
  return { nonce, requestId: requestIdOf(nonce) };
}

const cookieOptions = {
  path: SAML_BROWSER_COOKIE_PATH,
  httpOnly: true,
  // The identity provider's page posts to us from its own site: a Lax or Strict cookie would stay behind.
  sameSite: 'none',
  // Browsers refuse SameSite=None without Secure (they treat http://localhost and 127.0.0.1 as secure).
  secure: true,
} as const;

/** Hands the browser that starts a sign-in its nonce, for as long as the request may be answered. */
export function setBrowserBindingCookie(reply: FastifyReply, nonce: string): void {
  void reply.setCookie(SAML_BROWSER_COOKIE, nonce, { ...cookieOptions, maxAge: Math.floor(SAML_REQUEST_TTL_MS / 1000) });
}

/** Takes the nonce back: it served one response, accepted or not. */
export function clearBrowserBindingCookie(reply: FastifyReply): void {
  void reply.clearCookie(SAML_BROWSER_COOKIE, cookieOptions);
}

/** The ID of the request this browser started, from its cookie; null without a well-formed nonce. */
export function requestIdBoundTo(request: FastifyRequest): string | null {
  const nonce = request.cookies[SAML_BROWSER_COOKIE];
  return nonce && NONCE_PATTERN.test(nonce) ? requestIdOf(nonce) : null;
}
