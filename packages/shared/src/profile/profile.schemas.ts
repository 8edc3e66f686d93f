import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions/permission-catalogue.js';
import { AREAS } from '../access/areas.js';

export const localeSchema = z.enum(LOCALES);
export const audienceSchema = z.enum(['public', 'private']);
export type Audience = z.infer<typeof audienceSchema>;
export const approvalRoleSchema = z.enum(['preapprobator', 'approbator']).nullable();

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE');

export const userPermissionsSchema = z.object({
  mandate: z.object({ starts_on: isoDate.nullable(), ends_on: isoDate.nullable() }).partial().optional(),
  sign_in_path: z.string().startsWith('/').optional(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

export const signInBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const recoverPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(320) });

/**
 * Three ways to set a new password: with the token mailed by recovery, with
 * the current (temporary or expired) password at sign-in, or signed in.
 */
export const newPasswordBodySchema = z.object({
  new_password: z.string().max(1024),
  token: z.string().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  password: z.string().max(1024).optional(),
});
export type NewPasswordBody = z.infer<typeof newPasswordBodySchema>;

export const updateProfileBodySchema = z.object({ locale: localeSchema });

export const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  locale: localeSchema,
  audience: audienceSchema,
  approval_role: approvalRoleSchema,
  permissions: userPermissionsSchema,
  abilities: z.array(z.enum(ALL_PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]])),
  /** Super administration: a flag of the account, which no role grants. */
  super_admin: z.boolean(),
  impersonated_by: z.string().nullable(),
  /** One of the client's visitor accounts (showing the site as a visitor of this audience): not a person. */
  visitor: z.boolean(),
  /** The back-office areas the caller may open, as the server's policies decide (the navigation and page guards read them). */
  areas: z.array(z.enum(AREAS)),
});
export type Profile = z.infer<typeof profileSchema>;

export const signInResponseSchema = z.object({
  profile: profileSchema,
  sign_in_path: z.string(),
  csrf_token: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
