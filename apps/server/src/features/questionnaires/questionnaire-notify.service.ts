import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { answerers } from './questionnaire-people.service.js';
import { questionnaireMail, type QuestionnaireMailKind } from './questionnaire-mail.js';
import { questionnaireAccess, questionnaires } from './questionnaires.tables.js';

/** What mailing needs: the database, the mailer, a log for mails that fail, and the public origin links point at. */
export interface MailDeps {
  db: Database;
  mailer: Mailer;
  log: { error(details: object, message: string): void };
  origin: string;
}

/**
 * Mails a questionnaire's respondents (its owner and co-respondents, or only those of `only`) who may still answer
 * questionnaires, each in their language. Sent once the change is written: a mail that fails is logged (its outbox
 * row keeps the error) and the others still go; the change stands either way.
 */
export async function mailRespondents(
  deps: MailDeps,
  clientId: number,
  questionnaireId: number,
  kind: QuestionnaireMailKind,
  options: { only?: readonly number[]; comment?: string } = {},
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ id: questionnaires.id, name: questionnaires.name, period: questionnaires.period, dueDate: questionnaires.dueDate, ownerId: questionnaires.ownerId })
    .from(questionnaires)
    .where(and(eq(questionnaires.id, questionnaireId), eq(questionnaires.clientId, clientId)));
  if (!row) return;
  const access = await db.select({ userId: questionnaireAccess.userId }).from(questionnaireAccess).where(eq(questionnaireAccess.questionnaireId, questionnaireId));
  const respondents = [row.ownerId, ...access.map((entry) => entry.userId)].filter((id) => options.only === undefined || options.only.includes(id));
  if (respondents.length === 0) return;
  for (const recipient of await answerers(db, clientId, { ids: respondents })) {
    try {
      await deps.mailer.send(questionnaireMail({ kind, clientId, to: recipient, questionnaire: row, comment: options.comment, origin: deps.origin }));
    } catch (error) {
      deps.log.error({ err: error, userId: recipient.id, questionnaireId }, 'A questionnaire mail could not be sent');
    }
  }
}
