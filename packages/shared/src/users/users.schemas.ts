import { z } from 'zod';
import { idParamSchema, idSchema, pageParamSchema } from '../http/ids.js';
import { localeSchema, audienceSchema, approvalRoleSchema, userPermissionsSchema } from '../profile/profile.schemas.js';
import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions/permission-catalogue.js';

export const permissionKeySchema = z.enum(ALL_PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]);
export const authenticationMethodSchema = z.enum(['default', 'saml']);
export type AuthenticationMethod = z.infer<typeof authenticationMethodSchema>;

/** Users shown per page of the list, and the most one page may ask for. */
export const USER_PAGE_SIZE = 50;
export const USER_MAX_PAGE_SIZE = 200;

/**
 * `archived`: archived_at set. `invited`: signs in by password and has not chosen one yet (invited_at says
 * whether an invitation went out). `active`: anyone else.
 */
export const userStatusSchema = z.enum(['active', 'archived', 'invited']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** What the caller may do with this user (spec §6; DESIGN §4.7: the web reads these, never re-derives them). */
export const userAbilitiesSchema = z.object({
  edit: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  impersonate: z.boolean(),
  remind: z.boolean(),
});

/** A user as the list and the form show it (spec §3, user list item). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: localeSchema,
  audience: audienceSchema,
  approval_role: approvalRoleSchema,
  authentication_method: authenticationMethodSchema,
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The organisation and site tag keys the user acts for. */
  tags: z.array(z.string()),
  /** Mandate and sign-in path as set on the user. */
  permissions: userPermissionsSchema,
  /** What applies while someone acts as this user (the sign-in path, with the client's default filled in). */
  effective_permissions: z.object({ sign_in_path: z.string() }),
  status: userStatusSchema,
  archived_at: z.string().nullable(),
  invited_at: z.string().nullable(),
  last_signed_in_at: z.string().nullable(),
  super_admin: z.boolean(),
  abilities: userAbilitiesSchema,
});
export type User = z.infer<typeof userSchema>;

export const userSortSchema = z.enum(['email', 'name', 'status', 'last_signed_in_at', 'created_at']);

/**
 * GET /users: filters, sort and page; `include_archived=true` is what the list screen sends (spec §4).
 * Archived users are left out unless `include_archived=true` or `status=archived`.
 */
export const userListQuerySchema = z.object({
  include_archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Matches email and names. */
  q: z.string().trim().max(200).optional(),
  role_id: idParamSchema.optional(),
  status: userStatusSchema.optional(),
  audience: audienceSchema.optional(),
  /** An organisation (or site) tag key: users acting for it or for something under it. */
  organisation: z.string().max(200).optional(),
  sort: userSortSchema.default('email'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(USER_MAX_PAGE_SIZE).default(USER_PAGE_SIZE),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  /** Users matching the filters, all pages together. */
  total: z.number().int(),
  /** What the caller may do on the list: create, export. */
  abilities: z.object({ create: z.boolean(), export: z.boolean() }),
});
export type UserList = z.infer<typeof userListSchema>;

/** POST /users and PUT /users/{id}: the user form. */
export const userBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  locale: localeSchema,
  audience: audienceSchema,
  approval_role: approvalRoleSchema.default(null),
  role_ids: z.array(idSchema).max(100).default([]),
  tag_keys: z.array(z.string().max(200)).max(500).default([]),
  permissions: userPermissionsSchema.default({}),
  authenticationMethod: authenticationMethodSchema.default('default'),
  /** On create only: mail an invitation with a link to set a password (method `default`). */
  sendInvitation: z.boolean().default(false),
});
export type UserBody = z.input<typeof userBodySchema>;

/** One right the user holds, where, and through which roles (a super administrator's come from the account). */
export const effectiveRightSchema = z.object({
  permission: permissionKeySchema,
  granted_by: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** One entry of the history of permission changes (who changed what, when). */
export const permissionChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
  /** The administrator who was acting as `by`, if any. */
  impersonator: z.string().nullable(),
  target_type: z.enum(['user', 'role']),
  target_label: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  fields: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type PermissionChangeEntry = z.infer<typeof permissionChangeSchema>;

/** GET /users/{id}: the user, what they can do and where, and the history of their rights. */
export const userDetailSchema = z.object({
  user: userSchema,
  effective_rights: z.array(effectiveRightSchema),
  /** Where their data rights apply: organisations and sites (tag keys and names), subjects they contribute to. */
  scope: z.object({
    all_tags: z.boolean(),
    tags: z.array(z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) })),
    subjects: z.array(z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) })),
  }),
  history: z.array(permissionChangeSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** GET /users/permissions: the permission-picker items (spec §3). */
export const permissionPickerItemSchema = z.object({
  key: permissionKeySchema,
  name: z.object({ en: z.string(), fr: z.string() }),
  section: z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) }),
  subsection: z.object({ key: z.string(), name: z.object({ en: z.string(), fr: z.string() }) }),
});
export type PermissionPickerItem = z.infer<typeof permissionPickerItemSchema>;
