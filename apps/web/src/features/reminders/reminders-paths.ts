import type { ReminderKind, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';

/** The reminders' screens (spec §2, Reminders). */
export const REMINDERS_PATH = '/admin/reminders';
export const REMINDERS_CONFIG_PATH = '/admin/reminders/config';

/** A list: one kind, naming users or subjects, or both targets when none is given. */
export const remindersListPath = (kind: ReminderKind, target?: ReminderTarget) => `${REMINDERS_PATH}/${kind}${target ? `/${target}` : ''}`;

/** The form of a new reminder, its target (and a subject) chosen ahead when given. */
export function newReminderPath(kind: ReminderKind, prefill: { target?: ReminderTarget; subject?: string } = {}): string {
  const query = new URLSearchParams();
  if (prefill.target) query.set('target', prefill.target);
  if (prefill.subject) query.set('subject', prefill.subject);
  const search = query.toString();
  return `${REMINDERS_PATH}/${kind}/new${search ? `?${search}` : ''}`;
}

export const reminderPath = (reminder: { id: number; kind: ReminderKind; target: ReminderTarget }) => `${REMINDERS_PATH}/${reminder.kind}/${reminder.target}/${reminder.id}`;

export const subjectRemindersPath = (key: string) => `/admin/subjects/${encodeURIComponent(key)}/reminders`;
