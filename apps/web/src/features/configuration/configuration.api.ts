import { useMutation } from '@tanstack/react-query';
import type { Client, UpdateClientBody } from '@platform/shared/clients/client.schemas';
import { api } from '../../app/api/api-client';
import { useSetClient } from '../../app/session/page-data';

export function useUpdateClient() {
  const setClient = useSetClient();
  return useMutation({
    mutationFn: (body: UpdateClientBody) => api.put<Client>('/services/clients', body),
    onSuccess: setClient,
  });
}
