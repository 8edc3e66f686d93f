import { useQuery } from '@tanstack/react-query';
import type { superAdminContract } from '@platform/shared/super-admin/super-admin.contract';
import { callApi } from '../../app/api/call-api';

export function useOutbox() {
  return useQuery({ queryKey: ['super_admin', 'outbox'], queryFn: () => callApi<typeof superAdminContract.outbox>('GET /services/super_admin/outbox') });
}
