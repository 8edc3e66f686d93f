import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { superAdminUserListQuerySchema, superAdminUserListSchema, usersSyncIdParams, usersSyncListQuerySchema, usersSyncSchema } from './users-sync.schemas.js';

/**
 * The users of every client, and the sync of the client's users from a directory file (spec §7, Super admin:
 * users; §8: a sync already working is 422). The upload is a multipart POST read by the server, so the contract
 * declares no body schema (its text field is `usersSyncFormSchema`).
 */
export const usersSyncContract = defineContract('super-admin-users', 'The users of every client, and the sync of a client’s users from a directory file.', {
  list: defineCall({
    method: 'GET',
    path: '/services/super_admin/users',
    summary: 'Lists the users of every client, with their client, roles and last sign-in.',
    query: superAdminUserListQuerySchema,
    response: superAdminUserListSchema,
  }),
  sync: defineCall({
    method: 'POST',
    path: '/services/super_admin/users/sync',
    summary: "Uploads a directory file (csv or xlsx) to dry-run or apply to the client's users.",
    description:
      'A multipart body: `dry_run` (`true`/`false`) then `file`, with columns email, first_name, last_name, locale, organisation (a tag node key) and roles (names separated by `;`). A dry run answers its counts and row errors and changes nothing. A sync is queued: a job creates, updates and archives (the client’s users absent from the file, never a super administrator nor the caller) in one transaction. 422 ALREADY_WORKING while a sync of the client is queued or running; 422 INVALID_SPREADSHEET for a file that cannot be read or lacks a column; 422 INVALID_RECORDS for a sync (not a dry run) whose rows have errors.',
    response: z.object({ sync: usersSyncSchema }),
    status: 201,
  }),
  syncs: defineCall({
    method: 'GET',
    path: '/services/super_admin/users/syncs',
    summary: "Lists the client's syncs, newest first.",
    query: usersSyncListQuerySchema,
    response: z.object({ syncs: z.array(usersSyncSchema), total: z.number().int() }),
  }),
  show: defineCall({
    method: 'GET',
    path: '/services/super_admin/users/syncs/:id',
    summary: 'Reads a sync: its state, counts, row errors and failure.',
    params: usersSyncIdParams,
    response: z.object({ sync: usersSyncSchema }),
  }),
});
