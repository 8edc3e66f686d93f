import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall } from '../http/contract.js';
import { permissionPickerItemSchema, userBodySchema, userDetailSchema, userListQuerySchema, userListSchema, userSchema } from './users.schemas.js';

const userParams = z.object({ id: idParamSchema });

/** Users (spec §7, users): administration of the client's accounts. Impersonation is in impersonation.contract.ts. */
export const usersContract = {
  list: defineCall({ method: 'GET', path: '/users', query: userListQuerySchema, response: userListSchema }),
  /** The list with the same filters, as an xlsx file; the body is the file. */
  export: defineCall({ method: 'GET', path: '/users/export', query: userListQuerySchema, response: z.unknown() }),
  permissions: defineCall({ method: 'GET', path: '/users/permissions', response: z.object({ permissions: z.array(permissionPickerItemSchema) }) }),
  create: defineCall({
    method: 'POST',
    path: '/users',
    body: userBodySchema,
    status: 201,
    response: z.object({ user: userSchema, invitation_sent: z.boolean() }),
  }),
  show: defineCall({ method: 'GET', path: '/users/:id', params: userParams, response: userDetailSchema }),
  update: defineCall({ method: 'PUT', path: '/users/:id', params: userParams, body: userBodySchema.omit({ sendInvitation: true }), response: z.object({ user: userSchema }) }),
  /** Archives: archived_at set, the user stays in the list, their sessions end at once. */
  archive: defineCall({
    method: 'DELETE',
    path: '/users/:id',
    params: userParams,
    response: z.object({ id: z.number().int(), archived_at: z.string() }),
  }),
  unarchive: defineCall({ method: 'POST', path: '/users/:id/unarchive', params: userParams, response: z.object({ user: userSchema }) }),
  /** Mails the invitation again (a new link to set a password); several may run at once. */
  inviteReminder: defineCall({ method: 'POST', path: '/users/:id/password/reminder', params: userParams, response: z.object({ user: userSchema }) }),
};
