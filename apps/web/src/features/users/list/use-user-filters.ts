import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { audienceSchema } from '@platform/shared/profile/profile.schemas';
import { USER_PAGE_SIZE, userSortSchema, userStatusSchema, type UserListQuery } from '@platform/shared/users/users.schemas';
import type { Audience } from '@platform/shared/profile/profile.schemas';
import type { UserStatus } from '@platform/shared/users/users.schemas';

export type UserSort = (typeof userSortSchema.options)[number];
export type SortDirection = 'asc' | 'desc';

/** The list as the address says: filters, order and page (so going to a user and back finds it as it was). */
export interface UserFilters {
  q: string;
  roleId: number | undefined;
  status: UserStatus | undefined;
  audience: Audience | undefined;
  organisation: string | undefined;
  sort: UserSort;
  direction: SortDirection;
  page: number;
}

export type UserFilterChange = Partial<UserFilters>;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;

export function filtersFromParams(params: URLSearchParams): UserFilters {
  const roleId = Math.floor(Number(params.get('role_id')));
  return {
    q: params.get('q') ?? '',
    roleId: roleId > 0 ? roleId : undefined,
    status: oneOf(userStatusSchema.options, params.get('status')),
    audience: oneOf(audienceSchema.options, params.get('audience')),
    organisation: params.get('organisation') || undefined,
    sort: oneOf(userSortSchema.options, params.get('sort')) ?? 'email',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** What GET /users is asked: archived users included (spec §4), then the filters of the screen. */
export function listQueryOf(filters: UserFilters): UserListQuery {
  return {
    include_archived: 'true',
    q: filters.q.trim() || undefined,
    role_id: filters.roleId,
    status: filters.status,
    audience: filters.audience,
    organisation: filters.organisation,
    sort: filters.sort,
    direction: filters.direction,
    page: filters.page,
    per_page: USER_PAGE_SIZE,
  };
}

const PARAM_OF: Record<Exclude<keyof UserFilters, 'page'>, string> = {
  q: 'q',
  roleId: 'role_id',
  status: 'status',
  audience: 'audience',
  organisation: 'organisation',
  sort: 'sort',
  direction: 'direction',
};

/** Whether a filter narrows the list (an empty list then says "no match" rather than "no users"). */
export const isFiltered = (filters: UserFilters) =>
  Boolean(filters.q.trim() || filters.roleId || filters.status || filters.audience || filters.organisation);

/**
 * The list's filters, kept in the address. Changing a filter or the order goes back to the first page;
 * the defaults (email, ascending, page 1) are left out of the address.
 */
export function useUserFilters(): { filters: UserFilters; change: (change: UserFilterChange) => void } {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the params object changes identity on every render; its text does not.
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const change = useCallback(
    (update: UserFilterChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, param] of Object.entries(PARAM_OF) as [keyof typeof PARAM_OF, string][]) {
            if (!(name in update)) continue;
            const value = update[name];
            const isDefault = value === undefined || value === '' || (name === 'sort' && value === 'email') || (name === 'direction' && value === 'asc');
            if (isDefault) next.delete(param);
            else next.set(param, String(value));
          }
          const page = update.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, change };
}
