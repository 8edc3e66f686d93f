import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import {
  newPasswordBodySchema,
  profileSchema,
  recoverPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  updateProfileBodySchema,
} from './profile.schemas.js';

/** The caller's own profile, sign-in and passwords (spec §7, Profile). */
export const profileContract = {
  /** The profile (null for a visitor) and the CSRF token bound to the caller's cookie. */
  show: defineCall({
    method: 'GET',
    path: '/profile',
    response: z.object({ profile: profileSchema.nullable(), csrf_token: z.string() }),
  }),
  update: defineCall({ method: 'PUT', path: '/profile', body: updateProfileBodySchema, response: profileSchema }),
  signIn: defineCall({ method: 'POST', path: '/profile/sign_in', body: signInBodySchema, response: signInResponseSchema }),
  signOut: defineCall({ method: 'POST', path: '/profile/sign_out', response: z.object({ csrf_token: z.string() }) }),
  setPassword: defineCall({ method: 'POST', path: '/profile/password', body: newPasswordBodySchema, response: signInResponseSchema }),
  recoverPassword: defineCall({
    method: 'POST',
    path: '/profile/password/recover',
    body: recoverPasswordBodySchema,
    response: z.object({ sent: z.literal(true) }),
  }),
};
