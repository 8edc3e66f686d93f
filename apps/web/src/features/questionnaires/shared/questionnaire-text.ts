import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';

/** A name in the locale, else in the other one, else the fallback. */
export function nameIn(name: LocalizedText, locale: Locale, fallback = ''): string {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return name[locale].trim() || name[other].trim() || fallback;
}

/** A calendar day (yyyy-MM-dd) as a date for react-intl, at noon UTC so no time zone moves it to another day. */
export const dayValue = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** Today in the browser's calendar, as yyyy-MM-dd. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** States in which answers are still owed: past its due date, such a questionnaire is overdue. */
const OWED: readonly QuestionnaireState[] = ['not_started', 'in_progress', 'changes_requested'];

export const isOverdue = (questionnaire: { state: QuestionnaireState; due_date: string }, day = today()): boolean =>
  OWED.includes(questionnaire.state) && questionnaire.due_date < day;
