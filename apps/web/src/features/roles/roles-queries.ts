import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleKeys, rolesApi, type RoleBodyInput } from './roles.api';

export function useRoleList() {
  return useQuery({ queryKey: roleKeys.list(), queryFn: rolesApi.list });
}

export function useRole(id: number | null) {
  return useQuery({ queryKey: roleKeys.show(id ?? 0), queryFn: () => rolesApi.show(id ?? 0), enabled: id !== null });
}

/** Users matching the search, once something is typed; the chooser says itself when a search fails. */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: roleKeys.userSearch(q),
    queryFn: ({ signal }) => rolesApi.searchUsers(q, signal),
    enabled: q !== '',
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
}

/** POST /roles or PUT /roles/{id}: the form places invalid-record errors itself, the common handler the rest. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: RoleBodyInput }) => (id === null ? (await rolesApi.create(body)).role : (await rolesApi.update(id, body)).role!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rolesApi.delete(id),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: roleKeys.show(answer.id) });
      return queryClient.invalidateQueries({ queryKey: roleKeys.list() });
    },
  });
}
