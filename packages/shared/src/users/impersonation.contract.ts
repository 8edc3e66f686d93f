import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { audienceSchema, localeSchema } from '../profile/profile.schemas.js';

const userParams = z.object({ id: z.coerce.number().int().positive() });

/** Impersonation (spec §4 user lifecycle, §7 users): acting as another user, or as a public visitor, and back. */
export const impersonationContract = {
  /** Switches the session to the user's effective permissions; the browser then goes to the sign-in path. */
  start: defineCall({
    method: 'POST',
    path: '/users/:id/impersonate',
    params: userParams,
    response: z.object({ effective_permissions: z.object({ sign_in_path: z.string() }) }),
  }),
  /** Back to the administrator's own session; the browser then goes to redirect_url. */
  stop: defineCall({ method: 'DELETE', path: '/users/:id/impersonate', params: userParams, response: z.object({ redirect_url: z.string() }) }),
  /** Shows the site as a public visitor of this audience and locale would see it. */
  startPublic: defineCall({
    method: 'POST',
    path: '/users/public/impersonate',
    body: z.object({ audience: audienceSchema.default('public'), locale: localeSchema.optional() }).default({ audience: 'public' }),
    response: z.object({ permissions: z.object({ sign_in_path: z.string() }) }),
  }),
};
