import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataCollectionKeys } from '../data-collection/data-collection.api';
import { progressApi, progressKeys } from './progress.api';

export function useProgressOverview() {
  return useQuery({ queryKey: progressKeys.overview(), queryFn: () => progressApi.overview(), select: (answer) => answer.progress });
}

export function useApprovalProgress() {
  return useQuery({ queryKey: progressKeys.approval(), queryFn: () => progressApi.approval(), select: (answer) => answer.approval });
}

/** Per subject, the contributors who still owe data (whom reminders go to). */
export function useReminderRecipients() {
  return useQuery({ queryKey: progressKeys.reminders(), queryFn: () => progressApi.reminders(), select: (answer) => answer.subjects });
}

/** Per subject, its contributors and every user who could be one (for who configures subjects). */
export function useSubjectsUsers(enabled: boolean) {
  return useQuery({ queryKey: progressKeys.users(), queryFn: () => progressApi.users(), select: (answer) => answer.subjects, enabled });
}

export function useSendRemindersCall(subjectKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds?: readonly number[]) => progressApi.sendReminders(subjectKey, userIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressKeys.reminders() }),
  });
}

/** Makes exactly these users the subject's contributors; the screen shows a refusal (INVALID) itself. */
export function useUpdateSubjectUsers(subjectKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: readonly number[]) => progressApi.updateUsers(subjectKey, userIds),
    meta: { handlesErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() }),
        queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subject(subjectKey) }),
      ]),
  });
}
