import type { CallInput } from '@platform/shared/http/contract';
import type { rolesContract } from '@platform/shared/roles/roles.contract';
import type { usersContract } from '@platform/shared/users/users.contract';
import { callApi } from '../../app/api/call-api';

type C = typeof rolesContract;
export type RoleBodyInput = CallInput<C['create']>['body'];

/** Users offered per search of the members chooser. */
export const MEMBER_SEARCH_SIZE = 20;

/** The role calls (spec §7, Roles) and the members chooser's user search, typed by the shared contracts (the picker's items are the users feature's). */
export const rolesApi = {
  list: () => callApi<C['list']>('GET /roles'),
  show: (id: number) => callApi<C['show']>('GET /roles/:id', { params: { id } }),
  create: (body: RoleBodyInput) => callApi<C['create']>('POST /roles', { body }),
  /** With `dryRun`, the change in members' effective rights the save would make; nothing is saved. */
  update: (id: number, body: RoleBodyInput, { dryRun = false }: { dryRun?: boolean } = {}, signal?: AbortSignal) =>
    callApi<C['update']>('PUT /roles/:id', { params: { id }, query: dryRun ? { dry_run: 'true' } : {}, body }, signal),
  delete: (id: number, { dryRun = false }: { dryRun?: boolean } = {}) => callApi<C['delete']>('DELETE /roles/:id', { params: { id }, query: dryRun ? { dry_run: 'true' } : {} }),
  searchUsers: (q: string, signal?: AbortSignal) => callApi<typeof usersContract.list>('GET /users', { query: { q, per_page: MEMBER_SEARCH_SIZE } }, signal),
};

/** Query keys: a save refreshes the list and the role. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  show: (id: number) => ['roles', id] as const,
  userSearch: (q: string) => ['roles', 'user-search', q] as const,
};
