import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Owed, ReminderKind, RenderedMail } from '@platform/shared/reminders/reminders.schemas';
import { escapeHtml, paragraphHtml } from '../../platform/html/escape-html.js';
import { serverMessage } from '../../platform/i18n/server-messages.js';

export interface DigestInput {
  kind: ReminderKind;
  period: string;
  locale: Locale;
  owes: readonly Owed[];
  /** The subjects' names, by key. */
  subjectNames: ReadonlyMap<string, LocalizedText>;
  /** The reminder's own message, added after the standard text. */
  message: LocalizedText;
  /** The client's standard text (its settings), before the list. */
  standardText: LocalizedText;
  senderName: string;
  /** The period's due date, when the settings give one. */
  dueDate: string | null;
  /** The configured public address the links start with. */
  origin: string;
}

interface DigestLine {
  label: string;
  link: string;
}

/** Where each line of the digest sends its reader in the back-office. */
function linkOf(kind: ReminderKind, owed: Owed, origin: string): string {
  if (owed.subject_key === null) return `${origin}/admin/questionnaires${kind === 'approval' ? '/approval' : ''}`;
  const key = encodeURIComponent(owed.subject_key);
  return kind === 'approval' ? `${origin}/admin/approval/${key}` : `${origin}/admin/subjects/${key}`;
}

function lineOf(input: DigestInput, owed: Owed): DigestLine {
  const count = String(owed.count);
  const label =
    owed.subject_key === null
      ? serverMessage(input.locale, input.kind === 'data' ? 'remindersMail.questionnaires' : 'remindersMail.questionnairesToReview', { count })
      : serverMessage(input.locale, input.kind === 'data' ? 'remindersMail.inputs' : 'remindersMail.decisions', {
          subject: input.subjectNames.get(owed.subject_key)?.[input.locale] ?? owed.subject_key,
          count,
        });
  return { label, link: linkOf(input.kind, owed, input.origin) };
}

/**
 * One person's digest in their language: the standard text, the reminder's message, what they owe per subject
 * (and questionnaires) each with its link, the due date, the sender. As plain text and as HTML (every value
 * escaped: subject names and messages are the client's text).
 */
export function renderDigest(input: DigestInput): RenderedMail {
  const { locale } = input;
  const t = (key: Parameters<typeof serverMessage>[1], values?: Record<string, string>) => serverMessage(locale, key, values);
  const standard = input.standardText[locale].trim() || t(input.kind === 'data' ? 'remindersMail.defaultText.data' : 'remindersMail.defaultText.approval');
  const message = input.message[locale].trim();
  const lines = input.owes.map((owed) => lineOf(input, owed));
  const dueDate = input.dueDate ? t('remindersMail.dueDate', { date: longDay(input.dueDate, locale) }) : null;
  const intro = t(input.kind === 'data' ? 'remindersMail.data.intro' : 'remindersMail.approval.intro', { period: input.period });
  const signature = input.senderName.trim();

  const text = [
    t('remindersMail.greeting'),
    standard,
    ...(message ? [message] : []),
    [intro, ...lines.map((line) => `- ${line.label}\n  ${line.link}`)].join('\n'),
    ...(dueDate ? [dueDate] : []),
    [t('remindersMail.thanks'), ...(signature ? [signature] : [])].join('\n'),
  ].join('\n\n');

  const paragraph = paragraphHtml;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5">`,
    paragraph(t('remindersMail.greeting')),
    paragraph(standard),
    ...(message ? [paragraph(message)] : []),
    paragraph(intro),
    `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.label)}</a></li>`).join('')}</ul>`,
    ...(dueDate ? [paragraph(dueDate)] : []),
    paragraph([t('remindersMail.thanks'), ...(signature ? [signature] : [])].join('\n')),
    '</body></html>',
  ].join('');

  return { subject: t(input.kind === 'data' ? 'remindersMail.data.subject' : 'remindersMail.approval.subject', { period: input.period }), text, html };
}

/** A day as the reader's language writes it in full ("March 31, 2027", "31 mars 2027"). */
const longDay = (day: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
