import type { CallInput } from '@platform/shared/http/contract';
import { API_BASE } from '@platform/shared/http/page-globals';
import type { rolesContract } from '@platform/shared/roles/roles.contract';
import type { tagsContract } from '@platform/shared/tags/tags.contract';
import type { usersContract as contract } from '@platform/shared/users/users.contract';
import type { UserListQuery } from '@platform/shared/users/users.schemas';
import { callApi } from '../../app/api/call-api';
import { toQueryString, type QueryValue } from '../../app/api/query-string';

type C = typeof contract;
type UpdateBody = CallInput<C['update']>['body'];
type CreateBody = CallInput<C['create']>['body'];

/** The users calls (spec §7, Users), typed by the shared contract; roles and tags are read to fill the form. */
export const usersApi = {
  list: (query: UserListQuery, signal?: AbortSignal) => callApi<C['list']>('GET /users', { query }, signal),
  show: (id: number) => callApi<C['show']>('GET /users/:id', { params: { id } }),
  permissions: () => callApi<C['permissions']>('GET /users/permissions'),
  create: (body: CreateBody) => callApi<C['create']>('POST /users', { body }),
  update: (id: number, body: UpdateBody) => callApi<C['update']>('PUT /users/:id', { params: { id }, body }),
  archive: (id: number) => callApi<C['archive']>('DELETE /users/:id', { params: { id } }),
  unarchive: (id: number) => callApi<C['unarchive']>('POST /users/:id/unarchive', { params: { id } }),
  inviteReminder: (id: number) => callApi<C['inviteReminder']>('POST /users/:id/password/reminder', { params: { id } }),
  roles: () => callApi<typeof rolesContract.list>('GET /roles'),
  tags: () => callApi<typeof tagsContract.list>('GET /tags'),
};

/** Where the xlsx of the list is downloaded from: the same filters and order as the screen, every page (a plain link). */
export function usersExportUrl(query: UserListQuery): string {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return `${API_BASE}/users/export${toQueryString(filters as Record<string, QueryValue>)}`;
}

/** Query keys: a change to a user refreshes their page and every page of the list. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  lists: () => ['users', 'list'] as const,
  user: (id: number) => ['users', 'user', id] as const,
  permissions: () => ['users', 'permissions'] as const,
  roles: () => ['users', 'roles'] as const,
  tags: () => ['users', 'tags'] as const,
};
