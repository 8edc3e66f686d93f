import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall, defineContract } from '../http/contract.js';
import { permissionPickerItemSchema, userBodySchema, userDetailSchema, userListQuerySchema, userListSchema, userSchema } from './users.schemas.js';

const userParams = z.object({ id: idParamSchema });

/** Users (spec §7, users): administration of the client's accounts. Impersonation is in impersonation.contract.ts. */
export const usersContract = defineContract('users', "Administration of the client's user accounts.", {
  list: defineCall({
    method: 'GET',
    path: '/users',
    summary: 'Lists the users, filtered, sorted and a page at a time.',
    query: userListQuerySchema,
    response: userListSchema,
  }),
  export: defineCall({
    method: 'GET',
    path: '/users/export',
    summary: 'Downloads the list of users, with the same filters, as an xlsx file.',
    description: 'The body is the file.',
    query: userListQuerySchema,
    response: z.unknown(),
  }),
  permissions: defineCall({
    method: 'GET',
    path: '/users/permissions',
    summary: 'Lists the permissions that may be given, by section, for the permission picker.',
    response: z.object({ permissions: z.array(permissionPickerItemSchema) }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/users',
    summary: 'Creates a user, and mails an invitation if asked.',
    body: userBodySchema,
    status: 201,
    response: z.object({ user: userSchema, invitation_sent: z.boolean() }),
  }),
  show: defineCall({ method: 'GET', path: '/users/:id', summary: 'Reads a user with their effective rights, scope and permission history.', params: userParams, response: userDetailSchema }),
  update: defineCall({
    method: 'PUT',
    path: '/users/:id',
    summary: "Changes a user's account, roles and organisations.",
    params: userParams,
    body: userBodySchema.omit({ sendInvitation: true }),
    response: z.object({ user: userSchema }),
  }),
  archive: defineCall({
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Archives a user.',
    description: '`archived_at` is set, the user stays in the list, and their sessions end at once.',
    params: userParams,
    response: z.object({ id: z.number().int(), archived_at: z.string() }),
  }),
  unarchive: defineCall({
    method: 'POST',
    path: '/users/:id/unarchive',
    summary: 'Restores an archived user.',
    params: userParams,
    response: z.object({ user: userSchema }),
  }),
  inviteReminder: defineCall({
    method: 'POST',
    path: '/users/:id/password/reminder',
    summary: 'Mails the invitation again, with a new link to set a password.',
    description: 'Several may run at once.',
    params: userParams,
    response: z.object({ user: userSchema }),
  }),
});
