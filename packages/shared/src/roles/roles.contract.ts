import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall, defineContract } from '../http/contract.js';
import { dryRunQuerySchema, effectiveRightsChangeSchema, roleBodySchema, roleDetailSchema, roleListItemSchema, roleSchema } from './roles.schemas.js';

const roleParams = z.object({ id: idParamSchema });

/** Roles (spec §7, roles). PUT and DELETE take `dry_run=true` to preview the change in members' effective rights. */
export const rolesContract = defineContract('roles', 'Roles: named sets of permissions given to users.', {
  list: defineCall({
    method: 'GET',
    path: '/roles',
    summary: 'Lists the roles.',
    response: z.object({ roles: z.array(roleListItemSchema), abilities: z.object({ create: z.boolean() }) }),
  }),
  create: defineCall({ method: 'POST', path: '/roles', summary: 'Creates a role.', body: roleBodySchema, status: 201, response: z.object({ role: roleSchema }) }),
  show: defineCall({ method: 'GET', path: '/roles/:id', summary: 'Reads a role with its members and the history of its rights.', params: roleParams, response: roleDetailSchema }),
  update: defineCall({
    method: 'PUT',
    path: '/roles/:id',
    summary: "Changes a role's name, permissions and members.",
    description: "With `dry_run=true`, changes nothing and answers the change in the members' effective rights.",
    params: roleParams,
    query: dryRunQuerySchema,
    body: roleBodySchema,
    response: z.object({ role: roleSchema.nullable(), change: effectiveRightsChangeSchema }),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/roles/:id',
    summary: 'Deletes a role.',
    description: "With `dry_run=true`, deletes nothing and answers the change in the members' effective rights.",
    params: roleParams,
    query: dryRunQuerySchema,
    response: z.object({ id: z.number().int(), deleted: z.boolean(), change: effectiveRightsChangeSchema }),
  }),
});
