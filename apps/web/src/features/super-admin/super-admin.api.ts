import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@platform/shared/super-admin/outbox.schemas';
import { api } from '../../app/api/api-client';

export function useOutbox() {
  return useQuery({ queryKey: ['super_admin', 'outbox'], queryFn: () => api.get<OutboxMessage[]>('/services/super_admin/outbox') });
}
