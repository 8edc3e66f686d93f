import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { MailMessage } from '../../platform/mail/mailer.js';

/** Why respondents are mailed: a questionnaire awaits their answers, changes were requested, it was approved. */
export type QuestionnaireMailKind = 'sent' | 'changesRequested' | 'approved';

/** Where a mail sends its reader: the questionnaire's answer screen in the back-office, at the public origin. */
export const questionnaireLink = (origin: string, id: number): string => `${origin}/admin/questionnaires/${id}`;

/** One mail to one respondent, in their language: the questionnaire's name in it, its period and due date, the comment asked with changes, the link. */
export function questionnaireMail(input: {
  kind: QuestionnaireMailKind;
  clientId: number;
  to: { email: string; locale: Locale };
  questionnaire: { id: number; name: LocalizedText; period: string; dueDate: string };
  comment?: string;
  origin: string;
}): MailMessage {
  const { locale } = input.to;
  const values = {
    name: input.questionnaire.name[locale],
    period: input.questionnaire.period,
    due_date: input.questionnaire.dueDate,
    comment: input.comment ?? '',
    link: questionnaireLink(input.origin, input.questionnaire.id),
  };
  return {
    clientId: input.clientId,
    to: input.to.email,
    subject: serverMessage(locale, `questionnairesMail.${input.kind}.subject`, values),
    text: serverMessage(locale, `questionnairesMail.${input.kind}.body`, values),
  };
}
