import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall, defineContract } from '../http/contract.js';
import { audienceSchema, localeSchema, type Audience } from '../profile/profile.schemas.js';

const userParams = z.object({ id: idParamSchema });
/** Each call switches the session (a new cookie, as signing in does): the answer carries its new CSRF token. */
const csrfToken = z.string();

/** Impersonation (spec §4 user lifecycle, §7 users): acting as another user, or as a public visitor, and back. */
export const impersonationContract = defineContract('impersonation', 'Acting as another user, or as a public visitor, and back.', {
  start: defineCall({
    method: 'POST',
    path: '/users/:id/impersonate',
    summary: 'Starts acting as a user.',
    description: "Switches the session to the user's effective permissions; the browser then goes to the sign-in path.",
    params: userParams,
    response: z.object({ effective_permissions: z.object({ sign_in_path: z.string() }), csrf_token: csrfToken }),
  }),
  stop: defineCall({
    method: 'DELETE',
    path: '/users/:id/impersonate',
    summary: "Stops acting as a user, back to the administrator's own session.",
    description: 'The browser then goes to `redirect_url`.',
    params: userParams,
    response: z.object({ redirect_url: z.string(), csrf_token: csrfToken }),
  }),
  startPublic: defineCall({
    method: 'POST',
    path: '/users/public/impersonate',
    summary: 'Shows the site as a public visitor of this audience and locale would see it.',
    body: z.object({ audience: audienceSchema.default('public'), locale: localeSchema.optional() }).default({ audience: 'public' }),
    response: z.object({ permissions: z.object({ sign_in_path: z.string() }), csrf_token: csrfToken }),
  }),
});

/**
 * Why an impersonation is refused: the `error` of the 403 ACCESS_DENIED answer's `details.base`, which the
 * web turns into a notice in the user's language.
 */
export const IMPERSONATION_REFUSALS = [
  'SELF',
  'SUPER_ADMINISTRATOR',
  'ARCHIVED',
  /** The user holds a permission, or acts for an organisation, the administrator does not. */
  'WIDER_RIGHTS',
  /** Locked, mandate expired, or the client closed to them: nothing could be seen as them. */
  'ACCOUNT_UNAVAILABLE',
  /** Impersonation does not nest: stop acting as someone first. */
  'ALREADY_IMPERSONATING',
] as const;
export type ImpersonationRefusal = (typeof IMPERSONATION_REFUSALS)[number];

/**
 * Showing the site as a public visitor signs into one of the client's visitor accounts (one per audience):
 * accounts with no role, no organisation and no password, whose addresses are under a reserved domain that
 * can receive no mail. They are recognised by their `is_visitor` flag, never by their address; no person's
 * account may take an address of that domain (isReservedEmail).
 */
export const VISITOR_EMAIL_DOMAIN = 'visitor.invalid';

export function visitorEmail(audience: Audience): string {
  return `${audience}@${VISITOR_EMAIL_DOMAIN}`;
}

/**
 * An address no person's account may have: the visitor accounts' domain, and the whole `.invalid` top-level
 * domain it belongs to, which can never receive mail.
 */
export function isReservedEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const bare = domain.replace(/\.+$/, '');
  return bare === VISITOR_EMAIL_DOMAIN || bare === 'invalid' || bare.endsWith('.invalid');
}

