import { useMutation } from '@tanstack/react-query';
import type { UpdateClientBody } from '@platform/shared/clients/client.schemas';
import type { clientsContract } from '@platform/shared/clients/clients.contract';
import { callApi } from '../../app/api/call-api';
import { useSetClient } from '../../app/session/page-data';

export function useUpdateClient() {
  const setClient = useSetClient();
  return useMutation({
    mutationFn: (body: UpdateClientBody) => callApi<typeof clientsContract.update>('PUT /services/clients', { body }),
    onSuccess: setClient,
  });
}
