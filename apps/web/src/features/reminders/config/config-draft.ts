import type { FieldError } from '@platform/shared/errors/error-codes';
import { REMINDER_LIMITS, type ReminderConfig } from '@platform/shared/reminders/reminders.schemas';
import type { ReminderConfigBody } from '../reminders.api';

/** One due date as typed: `uid` keeps its row while its period changes. */
export interface DueDateRow {
  uid: number;
  period: string;
  date: string;
}

/** The settings form as typed. */
export interface ConfigDraft {
  dueDates: DueDateRow[];
  timeZone: string;
  sendHour: string;
  maxPerWeek: string;
  senderName: string;
  textEn: string;
  textFr: string;
}

export type ConfigField = 'time_zone' | 'send_hour' | 'max_per_user_per_week' | 'sender_name' | 'texts.en' | 'texts.fr' | 'due_dates' | `due_dates.${number}`;

export const CONFIG_FIELD_IDS = {
  due_dates: 'reminders-config-add-due-date',
  time_zone: 'reminders-config-time-zone',
  send_hour: 'reminders-config-send-hour',
  max_per_user_per_week: 'reminders-config-cap',
  sender_name: 'reminders-config-sender',
  'texts.en': 'reminders-config-text-en',
  'texts.fr': 'reminders-config-text-fr',
} as const;

/** The ids of a due date row's controls. */
export const dueDateIds = (uid: number) => ({ period: `reminders-config-due-period-${uid}`, date: `reminders-config-due-date-${uid}` });

export function configDraftOf(config: ReminderConfig): ConfigDraft {
  return {
    dueDates: Object.entries(config.due_dates)
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([period, date], index) => ({ uid: index + 1, period, date })),
    timeZone: config.time_zone,
    sendHour: String(config.send_hour),
    maxPerWeek: String(config.max_per_user_per_week),
    senderName: config.sender_name,
    textEn: config.texts.en,
    textFr: config.texts.fr,
  };
}

export function configBodyOf(draft: ConfigDraft): ReminderConfigBody {
  return {
    due_dates: Object.fromEntries(draft.dueDates.map((row) => [row.period, row.date])),
    time_zone: draft.timeZone,
    send_hour: Number(draft.sendHour),
    max_per_user_per_week: Number(draft.maxPerWeek),
    sender_name: draft.senderName.trim(),
    texts: { en: draft.textEn, fr: draft.textFr },
  };
}

/** What the form checks before saving (the server checks everything again): keyed by field, a due date by its row's uid. */
export function configDraftErrors(draft: ConfigDraft): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  for (const row of draft.dueDates) {
    if (row.date === '') errors[`row.${row.uid}`] = [{ error: 'BLANK' }];
    else if (seen.has(row.period)) errors[`row.${row.uid}`] = [{ error: 'DUPLICATED_PERIOD', period: row.period }];
    seen.add(row.period);
  }
  if (draft.timeZone === '') errors.time_zone = [{ error: 'BLANK' }];
  const cap = Number(draft.maxPerWeek);
  if (draft.maxPerWeek.trim() === '') errors.max_per_user_per_week = [{ error: 'BLANK' }];
  else if (!Number.isInteger(cap)) errors.max_per_user_per_week = [{ error: 'INVALID' }];
  else if (cap < 1) errors.max_per_user_per_week = [{ error: 'TOO_SMALL', minimum: 1 }];
  else if (cap > REMINDER_LIMITS.maxPerUserPerWeekMax) errors.max_per_user_per_week = [{ error: 'TOO_BIG', maximum: REMINDER_LIMITS.maxPerUserPerWeekMax }];
  return errors;
}
