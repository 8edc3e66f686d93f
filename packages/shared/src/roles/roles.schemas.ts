import { z } from 'zod';
import { idSchema } from '../http/ids.js';
import { permissionChangeSchema, permissionKeySchema } from '../users/users.schemas.js';

export const roleMemberSchema = z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), archived: z.boolean() });

/** A role (spec §3): a named set of permission keys, with its members. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionKeySchema),
  users: z.array(roleMemberSchema),
  users_count: z.number().int(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListItemSchema = roleSchema.omit({ users: true });

export const roleBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(permissionKeySchema).max(200),
  user_ids: z.array(idSchema).max(10_000),
});
export type RoleBody = z.input<typeof roleBodySchema>;

/**
 * What a save (or a delete) would change in its members' effective rights, per member whose rights move:
 * the rights they would gain and lose (a right another of their roles grants is not lost).
 */
export const effectiveRightsChangeSchema = z.object({
  members: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      gained: z.array(permissionKeySchema),
      lost: z.array(permissionKeySchema),
    }),
  ),
});
export type EffectiveRightsChange = z.infer<typeof effectiveRightsChangeSchema>;

/** `dry_run=true`: validate and answer the change in effective rights, saving nothing. */
export const dryRunQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const roleDetailSchema = z.object({ role: roleSchema, history: z.array(permissionChangeSchema) });
