import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminder } from '@platform/shared/reminders/reminders.schemas';
import { reminderKeys, remindersApi, type ReminderConfigBody, type ReminderCreateBody, type ReminderListFilter, type ReminderUpdateBody } from './reminders.api';

/** A page of reminders; the page shown stays while the next one loads. */
export function useReminderList(filter: ReminderListFilter) {
  return useQuery({ queryKey: reminderKeys.list(filter), queryFn: ({ signal }) => remindersApi.list(filter, signal), placeholderData: keepPreviousData });
}

export function useReminder(id: number) {
  return useQuery({ queryKey: reminderKeys.show(id), queryFn: async () => (await remindersApi.show(id)).reminder });
}

export function useReminderDeliveries(id: number) {
  return useQuery({ queryKey: reminderKeys.deliveries(id), queryFn: async () => (await remindersApi.deliveries(id)).deliveries });
}

export function useReminderConfig() {
  return useQuery({ queryKey: reminderKeys.config(), queryFn: async () => (await remindersApi.config()).config });
}

/**
 * The live subjects a reminder may name, with the contributors of each (whom a subject's data reminder reaches).
 * Screens fall back to the subjects' keys when it cannot be read, so its failure is theirs to show.
 */
export function useReminderSubjects() {
  return useQuery({ queryKey: reminderKeys.subjects(), queryFn: async () => (await remindersApi.subjects()).subjects, staleTime: 60_000, meta: { handlesErrors: true } });
}

/** Users matching the search, once something is typed; the picker says itself when a search fails. */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: reminderKeys.userSearch(q),
    queryFn: ({ signal }) => remindersApi.searchUsers(q, signal),
    enabled: q !== '',
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
}

export function useUserReminders(userId: number) {
  return useQuery({ queryKey: reminderKeys.user(userId), queryFn: () => remindersApi.userLog(userId) });
}

/** After a reminder changed: every list, its log and the users' logs are read again; the reminder itself is the answer. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (reminder: Reminder | null, id: number) => {
    if (reminder) queryClient.setQueryData(reminderKeys.show(reminder.id), reminder);
    else queryClient.removeQueries({ queryKey: reminderKeys.show(id), exact: true });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: reminderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: reminderKeys.deliveries(id) }),
      queryClient.invalidateQueries({ queryKey: ['reminders', 'user'] }),
    ]);
  };
}

/** POST /reminders or PUT /reminders/{id}: the form shows refusals (invalid fields, a change since read) itself. */
export function useSaveReminder() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ReminderCreateBody | ReminderUpdateBody }) =>
      (id === null ? await remindersApi.create(body) : await remindersApi.update(id, body as ReminderUpdateBody)).reminder,
    meta: { handlesErrors: true },
    onSuccess: (reminder) => refresh(reminder, reminder.id),
  });
}

export function useSendReminder() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: async (id: number) => (await remindersApi.send(id)).reminder, onSuccess: (reminder) => refresh(reminder, reminder.id) });
}

export function useDeleteReminder() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: async (id: number) => (await remindersApi.remove(id), id), onSuccess: (id) => refresh(null, id) });
}

/** PUT /reminders/config: the form shows invalid fields itself. */
export function useSaveReminderConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReminderConfigBody) => (await remindersApi.updateConfig(body)).config,
    meta: { handlesErrors: true },
    onSuccess: (config) => {
      queryClient.setQueryData(reminderKeys.config(), config);
      // Scheduled reminders move to the new time zone and hour.
      return queryClient.invalidateQueries({ queryKey: reminderKeys.lists() });
    },
  });
}

export function usePauseUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pausedUntil: string | null) => remindersApi.userPause(userId, pausedUntil),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.user(userId) }),
  });
}
