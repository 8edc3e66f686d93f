import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientBody } from '@platform/shared/clients/client.schemas';
import { api } from '../../app/api/api-client';
import { queryKeys } from '../../app/session/page-data';

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientBody) => api.put<Client>('/services/clients', body),
    onSuccess: (client) => queryClient.setQueryData(queryKeys.client, client),
  });
}
