import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User, UserBody, UserListQuery } from '@platform/shared/users/users.schemas';
import { isApiError } from '../../app/api/api-error';
import { usersApi, usersKeys } from './users.api';

/** One page of the list; the page shown stays while the next one loads, so the table does not jump. */
export function useUserList(query: UserListQuery) {
  return useQuery({ queryKey: usersKeys.list(query), queryFn: ({ signal }) => usersApi.list(query, signal), placeholderData: keepPreviousData });
}

export function useUser(id: number) {
  return useQuery({ queryKey: usersKeys.user(id), queryFn: () => usersApi.show(id) });
}

/** The permission-picker items: names per locale, sections and subsections; they change only with a release. */
export function usePermissionItems() {
  return useQuery({ queryKey: usersKeys.permissions(), queryFn: async () => (await usersApi.permissions()).permissions, staleTime: Infinity });
}

/**
 * The roles a user may be given. The form works without them (the user's own roles stay listed), so a
 * failure is said beside the field rather than by an error page.
 */
export function useRoleOptions() {
  return useQuery({ queryKey: usersKeys.roles(), queryFn: async () => (await usersApi.roles()).roles, staleTime: 60_000, meta: { handlesErrors: true } });
}

/** The client's tag trees (organisations and sites); said beside the field when they cannot be read. */
export function useTags() {
  return useQuery({ queryKey: usersKeys.tags(), queryFn: async () => (await usersApi.tags()).tags, staleTime: 5 * 60_000, meta: { handlesErrors: true } });
}

/** After any change to a user: their page and the list are read again. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (user: Pick<User, 'id'>) => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.user(user.id) });
    void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
  };
}

/** Creates (no id) or changes a user; the screen shows invalid answers itself. */
export function useSaveUser() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: UserBody }) => {
      if (id !== null) {
        const { sendInvitation: _sendInvitation, ...changes } = body;
        return { ...(await usersApi.update(id, changes)), invitation_sent: false };
      }
      return usersApi.create(body);
    },
    onSuccess: ({ user }) => refresh(user),
  });
}

export function useArchiveUser() {
  const refresh = useRefreshUser();
  return useMutation({ mutationFn: (id: number) => usersApi.archive(id), onSuccess: (answer) => refresh(answer) });
}

export function useRestoreUser() {
  const refresh = useRefreshUser();
  return useMutation({ mutationFn: async (id: number) => (await usersApi.unarchive(id)).user, onSuccess: refresh });
}

/** What one invite reminder came to: sent, or the code the server answered. */
export type ReminderResult = { id: number; sent: true } | { id: number; sent: false; code: string; error: unknown };

/**
 * Invite reminders to several users at once (spec §7: several may run at once), each on its own:
 * one failing does not stop the others, and the screen shows every result.
 */
export function useInviteReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]): Promise<ReminderResult[]> => {
      const answers = await Promise.allSettled(ids.map((id) => usersApi.inviteReminder(id)));
      return answers.map((answer, index) =>
        answer.status === 'fulfilled'
          ? { id: ids[index]!, sent: true }
          : { id: ids[index]!, sent: false, code: isApiError(answer.reason) ? answer.reason.code : 'NETWORK_ERROR', error: answer.reason },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
