import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import {
  newPasswordBodySchema,
  profileSchema,
  recoverPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  updateProfileBodySchema,
} from './profile.schemas.js';

/** The caller's own profile, sign-in and passwords (spec §7, Profile). */
export const profileContract = defineContract('profile', "The caller's own profile, signing in and out, and passwords.", {
  show: defineCall({
    method: 'GET',
    path: '/profile',
    summary: "Reads the caller's profile and CSRF token.",
    description: "The profile is null for a visitor; the CSRF token is bound to the caller's cookie.",
    response: z.object({ profile: profileSchema.nullable(), csrf_token: z.string() }),
  }),
  update: defineCall({ method: 'PUT', path: '/profile', summary: "Changes the caller's profile.", body: updateProfileBodySchema, response: profileSchema }),
  signIn: defineCall({ method: 'POST', path: '/profile/sign_in', summary: 'Signs in with an email and a password.', body: signInBodySchema, response: signInResponseSchema }),
  signOut: defineCall({ method: 'POST', path: '/profile/sign_out', summary: 'Signs out.', response: z.object({ csrf_token: z.string() }) }),
  setPassword: defineCall({
    method: 'POST',
    path: '/profile/password',
    summary: 'Sets a new password and signs in.',
    description: 'With the token mailed by recovery, with the current (temporary or expired) password, or signed in.',
    body: newPasswordBodySchema,
    response: signInResponseSchema,
  }),
  recoverPassword: defineCall({
    method: 'POST',
    path: '/profile/password/recover',
    summary: 'Mails a link to set a new password.',
    body: recoverPasswordBodySchema,
    response: z.object({ sent: z.literal(true) }),
  }),
});
