import type { FieldError } from '@platform/shared/errors/error-codes';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { REMINDER_LIMITS, type Reminder, type ReminderConfig, type ReminderKind, type ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import type { Translate } from '../../../ui/i18n/useT';
import type { ReminderFieldsBody } from '../reminders.api';
import { isoToZoned, todayIn, zonedToIso } from '../shared/zoned-time';

/** A chosen user, shown by email. */
export interface ChosenUser {
  id: number;
  email: string;
}

/** The reminder form as typed: times are wall-clock ones in the client's time zone. */
export interface ReminderDraft {
  target: ReminderTarget;
  users: ChosenUser[];
  /** Users the reminder names whom the reader may not see (outside their organisations): kept as they are. */
  hiddenUserIds: number[];
  subjectKeys: string[];
  period: string;
  messageEn: string;
  messageFr: string;
  scheduleType: 'once' | 'recurring';
  sendDay: string;
  sendTime: string;
  startsOn: string;
  everyDays: string;
  until: 'due_date' | 'nothing_owed';
  paused: boolean;
}

export type DraftField =
  | 'target'
  | 'users'
  | 'subjects'
  | 'period'
  | 'message.en'
  | 'message.fr'
  | 'schedule.type'
  | 'schedule.send_at'
  | 'schedule.starts_on'
  | 'schedule.every_days'
  | 'schedule.until';

/** The controls' ids, which the error summary leads to. */
export const FIELD_IDS: Record<DraftField, string> = {
  target: 'reminder-target',
  users: 'reminder-users-search',
  subjects: 'reminder-subjects',
  period: 'reminder-period',
  'message.en': 'reminder-message-en',
  'message.fr': 'reminder-message-fr',
  'schedule.type': 'reminder-schedule-type',
  'schedule.send_at': 'reminder-send-day',
  'schedule.starts_on': 'reminder-starts-on',
  'schedule.every_days': 'reminder-every-days',
  'schedule.until': 'reminder-until',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The period a new reminder is for: the earliest one whose due date is still to come, else last year (the one
 * whose data is usually collected).
 */
export function defaultPeriod(config: ReminderConfig, today: string): string {
  const coming = Object.entries(config.due_dates)
    .filter(([, due]) => due >= today)
    .map(([period]) => period)
    .sort();
  return coming[0] ?? String(Number(today.slice(0, 4)) - 1);
}

/** A new reminder's form: recurring from today in the client's zone, until the period's due date; prefilled as asked. */
export function emptyDraft(config: ReminderConfig, prefill: { target?: ReminderTarget; subject?: string }, now = Date.now()): ReminderDraft {
  const today = todayIn(config.time_zone, now);
  return {
    target: prefill.target ?? 'users',
    users: [],
    hiddenUserIds: [],
    subjectKeys: prefill.subject ? [prefill.subject] : [],
    period: defaultPeriod(config, today),
    messageEn: '',
    messageFr: '',
    scheduleType: 'recurring',
    sendDay: '',
    sendTime: `${pad(config.send_hour)}:00`,
    startsOn: today,
    everyDays: '7',
    until: 'due_date',
    paused: false,
  };
}

/** A saved reminder's form. */
export function draftOf(reminder: Reminder, config: ReminderConfig, now = Date.now()): ReminderDraft {
  const empty = emptyDraft(config, {}, now);
  const seen = new Set(reminder.users.map((user) => user.user_id));
  const schedule = reminder.schedule;
  const once = schedule.type === 'once' ? isoToZoned(schedule.send_at, config.time_zone) : null;
  return {
    target: reminder.target,
    users: reminder.users.map(({ user_id, email }) => ({ id: user_id, email })),
    hiddenUserIds: reminder.user_ids.filter((id) => !seen.has(id)),
    subjectKeys: [...reminder.subject_keys],
    period: reminder.period,
    messageEn: reminder.message.en,
    messageFr: reminder.message.fr,
    scheduleType: schedule.type,
    sendDay: once?.day ?? '',
    sendTime: once?.time ?? empty.sendTime,
    startsOn: schedule.type === 'recurring' ? schedule.starts_on : empty.startsOn,
    everyDays: schedule.type === 'recurring' ? String(schedule.every_days) : empty.everyDays,
    until: schedule.type === 'recurring' ? schedule.until : empty.until,
    paused: reminder.state === 'paused',
  };
}

/** What is saved (or previewed) from the form: only the recipients of its target, the schedule of its type. */
export function fieldsOf(draft: ReminderDraft, kind: ReminderKind, timeZone: string): ReminderFieldsBody {
  return {
    kind,
    target: draft.target,
    user_ids: draft.target === 'users' ? [...draft.users.map((user) => user.id), ...draft.hiddenUserIds] : [],
    subject_keys: draft.target === 'subjects' ? [...draft.subjectKeys] : [],
    period: draft.period,
    message: { en: draft.messageEn.trim(), fr: draft.messageFr.trim() },
    schedule:
      draft.scheduleType === 'once'
        ? { type: 'once', send_at: zonedToIso(draft.sendDay, draft.sendTime, timeZone) }
        : { type: 'recurring', starts_on: draft.startsOn, every_days: Number(draft.everyDays), until: draft.until },
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** What the form checks before sending anything (the server checks everything again). */
export function draftErrors(draft: ReminderDraft): Partial<Record<DraftField, FieldError[]>> {
  const errors: Partial<Record<DraftField, FieldError[]>> = {};
  if (draft.target === 'users' && draft.users.length + draft.hiddenUserIds.length === 0) errors.users = [{ error: 'BLANK' }];
  if (draft.target === 'subjects' && draft.subjectKeys.length === 0) errors.subjects = [{ error: 'BLANK' }];
  if (!/^\d{4}$/.test(draft.period)) errors.period = [{ error: 'BLANK' }];
  for (const [field, text] of [
    ['message.en', draft.messageEn],
    ['message.fr', draft.messageFr],
  ] as const) {
    if (text.trim().length > REMINDER_LIMITS.messageMax) errors[field] = [{ error: 'TOO_LONG', maximum: REMINDER_LIMITS.messageMax }];
  }
  if (draft.scheduleType === 'once') {
    if (draft.sendDay === '' || draft.sendTime === '') errors['schedule.send_at'] = [{ error: 'BLANK' }];
    else if (!ISO_DAY.test(draft.sendDay) || !TIME.test(draft.sendTime)) errors['schedule.send_at'] = [{ error: 'INVALID' }];
  } else {
    if (draft.startsOn === '') errors['schedule.starts_on'] = [{ error: 'BLANK' }];
    else if (!ISO_DAY.test(draft.startsOn)) errors['schedule.starts_on'] = [{ error: 'INVALID_DATE' }];
    const every = Number(draft.everyDays);
    if (draft.everyDays.trim() === '') errors['schedule.every_days'] = [{ error: 'BLANK' }];
    else if (!Number.isInteger(every)) errors['schedule.every_days'] = [{ error: 'INVALID' }];
    else if (every < 1) errors['schedule.every_days'] = [{ error: 'TOO_SMALL', minimum: 1 }];
    else if (every > REMINDER_LIMITS.everyDaysMax) errors['schedule.every_days'] = [{ error: 'TOO_BIG', maximum: REMINDER_LIMITS.everyDaysMax }];
  }
  return errors;
}

/** The control a refusal's field (`user_ids.3`, `schedule.send_at`, `message`) shows on, or null for the summary alone. */
export function placeOf(path: string): DraftField | null {
  if (path in FIELD_IDS) return path as DraftField;
  const [head, next] = path.split('.');
  switch (head) {
    case 'target':
      return 'target';
    case 'user_ids':
      return 'users';
    case 'subject_keys':
      return 'subjects';
    case 'period':
      return 'period';
    case 'message':
      return next === 'fr' ? 'message.fr' : 'message.en';
    case 'schedule':
      if (next === 'send_at' || next === 'starts_on' || next === 'every_days' || next === 'until') return `schedule.${next}`;
      return 'schedule.type';
    default:
      return null;
  }
}

/** A refusal's words for one field: the reminder's own cases, else the field-validation messages. */
export function reminderErrorMessage(t: Translate, field: DraftField | null, error: FieldError, draft: ReminderDraft): string {
  const generic = error.error === 'BLANK' || error.error === 'TOO_LONG' || error.error === 'TOO_SMALL' || error.error === 'TOO_BIG';
  if (error.error === 'BLANK' && (field === 'users' || field === 'subjects')) return t(field === 'users' ? 'reminders.error.noUsers' : 'reminders.error.noSubjects');
  if (generic || error.error === 'INVALID_DATE') return fieldErrorMessage(t, error);
  const own: Partial<Record<DraftField, MessageKey>> = {
    users: 'reminders.error.users',
    subjects: 'reminders.error.subjects',
    'schedule.send_at': 'reminders.error.sendAt',
  };
  // The server names the schedule's "until" (NO_DUE_DATE): the settings have no due date for the period.
  if (error.error === 'NO_DUE_DATE' || (field === 'period' && draft.scheduleType === 'recurring' && draft.until === 'due_date')) return t('reminders.error.noDueDate', { period: draft.period });
  const key = field ? own[field] : undefined;
  return key ? t(key) : fieldErrorMessage(t, error);
}
