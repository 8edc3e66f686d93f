import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/** Where a reminder sends its reader: the subject's page in the back-office, at the public origin. */
export const subjectLink = (origin: string, subjectKey: string): string => `${origin}/admin/subjects/${encodeURIComponent(subjectKey)}`;

/** The reminder to one contributor, in their language: the subject's name in it, the period, how many inputs they owe, the link. */
export function reminderMail(input: {
  clientId: number;
  to: { email: string; locale: Locale };
  subject: { key: string; name: LocalizedText };
  period: string;
  owed: number;
  origin: string;
}): MailMessage {
  const { locale } = input.to;
  const values = {
    subject: input.subject.name[locale],
    period: input.period,
    count: String(input.owed),
    link: subjectLink(input.origin, input.subject.key),
  };
  return {
    clientId: input.clientId,
    to: input.to.email,
    subject: serverMessage(locale, 'progress.mail.reminder.subject', values),
    text: serverMessage(locale, 'progress.mail.reminder.body', values),
  };
}
