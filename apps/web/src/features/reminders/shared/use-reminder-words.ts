import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REMINDER_SKIP_REASONS, type Owed, type Reminder, type ReminderSchedule, type ReminderSkipReason } from '@platform/shared/reminders/reminders.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { useReminderSubjects } from '../reminders-queries';

/** How many recipients a line names before saying how many more. */
const RECIPIENTS_SHOWN = 3;

const isSkipReason = (reason: string): reason is ReminderSkipReason => (REMINDER_SKIP_REASONS as readonly string[]).includes(reason);

/**
 * How the reminders' screens word what the server sends: instants and days in the reader's locale, a schedule
 * in a sentence, why someone was not reminded, what a digest listed, a subject by its name (its key until the
 * subjects are read, or if they cannot be).
 */
export function useReminderWords() {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const subjects = useReminderSubjects();
  return useMemo(() => {
    const names = new Map((subjects.data ?? []).map((subject) => [subject.key, subject.name[locale] || subject.key]));
    const subject = (key: string) => names.get(key) ?? key;
    const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
    // A day is a calendar date: read and shown in UTC so no time zone moves it.
    const day = (isoDay: string) => intl.formatDate(`${isoDay}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    const schedule = (value: ReminderSchedule) => {
      if (value.type === 'once') return t('reminders.schedule.once', { when: when(value.send_at) });
      return t(value.until === 'due_date' ? 'reminders.schedule.recurringDueDate' : 'reminders.schedule.recurringNothingOwed', {
        every: value.every_days,
        start: day(value.starts_on),
      });
    };
    const reason = (value: string | null) => (value === null ? '' : isSkipReason(value) ? t(`reminders.reason.${value}`) : value);
    const owed = (item: Owed) =>
      item.kind === 'questionnaires' || item.subject_key === null
        ? t('reminders.owes.questionnaires', { count: item.count })
        : t('reminders.owes.inputs', { subject: subject(item.subject_key), count: item.count });
    const owes = (items: readonly Owed[]) => (items.length === 0 ? t('reminders.owes.nothing') : items.map(owed).join(t('reminders.listSeparator')));
    // Whom a reminder names, in a line: a few of them, then how many more (users outside the reader's scope among them).
    const recipients = (reminder: Pick<Reminder, 'kind' | 'target' | 'users' | 'user_ids' | 'subject_keys'>) => {
      const names = reminder.target === 'users' ? reminder.users.map((user) => user.email) : reminder.subject_keys.map(subject);
      const total = reminder.target === 'users' ? Math.max(reminder.user_ids.length, names.length) : names.length;
      const shown = names.slice(0, RECIPIENTS_SHOWN);
      const more = total - shown.length;
      const list = shown.join(t('reminders.nameSeparator'));
      let text: string;
      if (total === 0) text = t('reminders.recipients.none');
      else if (shown.length === 0) text = t('reminders.recipients.users', { count: total });
      else text = more > 0 ? t('reminders.recipients.more', { names: list, count: more }) : list;
      if (reminder.target === 'users') return text;
      return t(reminder.kind === 'data' ? 'reminders.recipients.contributorsOf' : 'reminders.recipients.approversOf', { subjects: text });
    };
    return { subject, when, day, schedule, reason, owed, owes, recipients };
  }, [t, intl, locale, subjects.data]);
}
