import type { z } from 'zod';
import type { sendRemindersResponseSchema } from '@platform/shared/progress/progress.schemas';
import { useConfirm } from '../../ui/confirm/useConfirm';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { useSendRemindersCall } from './progress-queries';

type SendRemindersAnswer = z.infer<typeof sendRemindersResponseSchema>;

/**
 * Sends reminders after a confirmation, then tells what happened: a success notice with the number
 * sent and, when some could not be sent, a warning listing them that stays until dismissed (spec §9).
 */
export function useSendReminders(subject: { key: string; name: string }) {
  const t = useT();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const call = useSendRemindersCall(subject.key);

  const send = async (userIds?: readonly number[]): Promise<SendRemindersAnswer | null> => {
    const confirmed = await confirm({
      title: t('progress.reminders.confirm.title'),
      message: userIds
        ? t('progress.reminders.confirm.selected', { count: userIds.length, subject: subject.name })
        : t('progress.reminders.confirm.all', { subject: subject.name }),
      confirmLabel: t('progress.reminders.confirm.send'),
    });
    if (!confirmed) return null;
    let answer: SendRemindersAnswer;
    try {
      answer = await call.mutateAsync(userIds);
    } catch {
      // The common handler has shown it.
      return null;
    }
    if (answer.sent.length > 0 || answer.not_sent.length === 0) notify({ level: 'success', message: t('progress.reminders.sent', { count: answer.sent.length }) });
    if (answer.not_sent.length > 0) {
      notify({
        level: 'warning',
        sticky: true,
        title: t('progress.reminders.notSent.title', { count: answer.not_sent.length }),
        message: (
          <ul className="progress-not-sent">
            {answer.not_sent.map((user) => (
              <li key={user.id}>{t('progress.reminders.notSent.item', { email: user.email, reason: t(`progress.reminders.reason.${user.reason}`) })}</li>
            ))}
          </ul>
        ),
      });
    }
    return answer;
  };

  return { send, sending: call.isPending };
}
