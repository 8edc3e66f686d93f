import type { User } from '@platform/shared/users/users.schemas';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import type { ConfirmOptions } from '../../ui/confirm/confirm-types';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { pageLevelFailure, reminderReason } from './reminder-outcome';
import { useArchiveUser, useInviteReminders, useRestoreUser } from './users-queries';

type Target = Pick<User, 'id' | 'email'>;

/**
 * Archive, restore and invite reminder of one user, with their confirmations and notices (spec §8:
 * deleted, restored, invite reminder sent), the same from the list's rows and from the user's page.
 */
export function useUserLifecycle() {
  const t = useT();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const archive = useArchiveUser();
  const restore = useRestoreUser();
  const reminders = useInviteReminders();

  return {
    busy: archive.isPending || restore.isPending || reminders.isPending,
    archiveConfirm: (user: Target): ConfirmOptions => ({
      title: t('users.confirm.archive.title'),
      message: t('users.confirm.archive.message', { email: user.email }),
      confirmLabel: t('users.action.archive'),
      danger: true,
    }),
    restoreConfirm: (user: Target): ConfirmOptions => ({
      title: t('users.confirm.restore.title'),
      message: t('users.confirm.restore.message', { email: user.email }),
      confirmLabel: t('users.action.restore'),
    }),
    /** Errors go to the common handler (a notice, or the error page for an ended session). */
    archive: async (user: Target) => {
      try {
        await archive.mutateAsync(user.id);
        notify({ level: 'success', message: t('users.notices.deleted', { email: user.email }) });
      } catch {
        // Shown by the common handler.
      }
    },
    restore: async (user: Target) => {
      try {
        await restore.mutateAsync(user.id);
        notify({ level: 'success', message: t('users.notices.restored', { email: user.email }) });
      } catch {
        // Shown by the common handler.
      }
    },
    remind: async (user: Target) => {
      const results = await reminders.mutateAsync([user.id]);
      const pageFailure = pageLevelFailure(results);
      if (pageFailure) {
        handleCallError(pageFailure, handlers, { isLoad: false });
        return;
      }
      const [result] = results;
      if (result?.sent) notify({ level: 'success', message: t('users.notices.inviteReminderSent', { count: 1 }) });
      else if (result) notify({ level: 'error', message: t('users.reminders.failedFor', { email: user.email, reason: reminderReason(t, result.code) }) });
    },
  };
}
