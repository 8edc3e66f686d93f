import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { errorGroupsContract } from '@platform/shared/error-reports/error-groups.contract';
import { callApi } from '../../../app/api/call-api';

/** Groups shown per page. */
export const ERROR_GROUPS_SHOWN = 25;

/** One page of the client's front-end errors, grouped by message and place, the most recently seen first. */
export function useErrorGroups(page: number) {
  return useQuery({
    queryKey: ['super_admin', 'errors', page],
    queryFn: () => callApi<typeof errorGroupsContract.list>('GET /services/super_admin/errors', { query: { page, per_page: ERROR_GROUPS_SHOWN } }),
    placeholderData: keepPreviousData,
  });
}
