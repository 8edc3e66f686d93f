import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall } from '../http/contract.js';
import { dryRunQuerySchema, effectiveRightsChangeSchema, roleBodySchema, roleDetailSchema, roleListItemSchema, roleSchema } from './roles.schemas.js';

const roleParams = z.object({ id: idParamSchema });

/** Roles (spec §7, roles). PUT and DELETE take `dry_run=true` to preview the change in members' effective rights. */
export const rolesContract = {
  list: defineCall({ method: 'GET', path: '/roles', response: z.object({ roles: z.array(roleListItemSchema), abilities: z.object({ create: z.boolean() }) }) }),
  create: defineCall({ method: 'POST', path: '/roles', body: roleBodySchema, status: 201, response: z.object({ role: roleSchema }) }),
  show: defineCall({ method: 'GET', path: '/roles/:id', params: roleParams, response: roleDetailSchema }),
  update: defineCall({
    method: 'PUT',
    path: '/roles/:id',
    params: roleParams,
    query: dryRunQuerySchema,
    body: roleBodySchema,
    response: z.object({ role: roleSchema.nullable(), change: effectiveRightsChangeSchema }),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/roles/:id',
    params: roleParams,
    query: dryRunQuerySchema,
    response: z.object({ id: z.number().int(), deleted: z.boolean(), change: effectiveRightsChangeSchema }),
  }),
};
