import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FieldDefinition, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { organisationScope, questionnairesPolicy, respondentScope, type QuestionnaireFacts } from './questionnaires.policy.js';
import { questionnaireAccess, questionnaireComments, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** The three views of a questionnaire (the respondent's, the managers', the reviewers'), each reaching its own rows. */
export type QuestionnaireView = 'answer' | 'manage' | 'review';

export interface UserRef {
  id: number;
  email: string;
}

/** A questionnaire with what its answers name: its people, organisation, template, questions and comment counts. */
export interface QuestionnaireRecord {
  row: QuestionnaireRow;
  owner: UserRef;
  /** Co-respondents, by email. */
  users: UserRef[];
  organisation: { key: string; name: LocalizedText } | null;
  template: { id: number; name: LocalizedText };
  /** The questions of the questionnaire's template version. */
  sections: TemplateSection[];
  commentsByQuestion: Record<string, number>;
  requestedBy: UserRef | null;
}

export const factsOf = (record: Pick<QuestionnaireRecord, 'row' | 'users'>): QuestionnaireFacts => ({
  clientId: record.row.clientId,
  ownerId: record.row.ownerId,
  accessUserIds: record.users.map((user) => user.id),
  organisationKeys: record.row.organisationKeys,
  state: record.row.state,
  answeredById: record.row.answeredById,
});

/** Every question of a version, in order. */
export const fieldsOf = (sections: readonly TemplateSection[]): FieldDefinition[] => sections.flatMap((section) => section.fields);

/** The row filter of a view (the policy's, written once); `any` is every view at once (comments: whoever reads the questionnaire in some view). */
export function viewScope(actor: Actor, view: QuestionnaireView | 'any'): SQL {
  if (view === 'any') return questionnairesPolicy.scope!(actor)!;
  return view === 'answer' ? respondentScope(actor) : organisationScope(actor, view);
}

/** The record check of a view: the same rule as its row filter, asked of one questionnaire. */
const VIEW_ACTION = { answer: 'answer', manage: 'manage', review: 'review', any: 'comment' } as const;

/**
 * The questionnaire `id` as the actor reaches it in a view: NOT_FOUND when it is outside that view (another
 * client's, another organisation's, someone else's), so nothing says it exists. `lock` holds its row until the
 * transaction ends: every change of one questionnaire happens after the previous one.
 */
export async function findQuestionnaire(
  db: Database,
  actor: Actor,
  id: number,
  view: QuestionnaireView | 'any',
  options: { lock?: boolean } = {},
): Promise<QuestionnaireRecord> {
  const query = db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.clientId, actor.client.id), viewScope(actor, view)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such questionnaire.');
  const [record] = await recordsOf(db, [row]);
  if (!questionnairesPolicy.can(actor, VIEW_ACTION[view], factsOf(record!))) throw notFound('No such questionnaire.');
  return record!;
}

/** The questionnaire `id` of the client as it is now, whoever asks (after a change, for its answer). */
export async function reloadQuestionnaire(db: Database, clientId: number, id: number): Promise<QuestionnaireRecord> {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.clientId, clientId)));
  if (!row) throw notFound('No such questionnaire.');
  return (await recordsOf(db, [row]))[0]!;
}

/** The questions of one version of a template (none for a version it does not have). */
export async function versionSections(db: Database, templateId: number, version: number): Promise<TemplateSection[]> {
  const [row] = await db
    .select({ sections: questionnaireTemplateVersions.sections })
    .from(questionnaireTemplateVersions)
    .where(and(eq(questionnaireTemplateVersions.templateId, templateId), eq(questionnaireTemplateVersions.version, version)));
  return row?.sections ?? [];
}

/** What each row's answer names, in the order of `rows`: six queries whatever their number. */
export async function recordsOf(db: Database, rows: readonly QuestionnaireRow[]): Promise<QuestionnaireRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const clientId = rows[0]!.clientId;
  const userIds = [...new Set(rows.flatMap((row) => [row.ownerId, ...(row.changeRequest?.requested_by_id ? [row.changeRequest.requested_by_id] : [])]))];
  const organisationKeys = [...new Set(rows.flatMap((row) => row.organisationKeys.slice(0, 1)))];
  const templateIds = [...new Set(rows.map((row) => row.templateId))];
  const versions = [...new Map(rows.map((row) => [`${row.templateId}:${row.templateVersion}`, row])).values()];
  const [people, access, organisations, templates, sections, comments] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
    db
      .select({ questionnaireId: questionnaireAccess.questionnaireId, id: users.id, email: users.email })
      .from(questionnaireAccess)
      .innerJoin(users, eq(users.id, questionnaireAccess.userId))
      .where(inArray(questionnaireAccess.questionnaireId, ids))
      .orderBy(asc(users.email), asc(users.id)),
    organisationKeys.length === 0
      ? []
      : db
          .select({ key: tags.key, name: tags.name })
          .from(tags)
          .where(and(eq(tags.clientId, clientId), inArray(tags.key, organisationKeys))),
    db.select({ id: questionnaireTemplates.id, name: questionnaireTemplates.name }).from(questionnaireTemplates).where(inArray(questionnaireTemplates.id, templateIds)),
    db
      .select()
      .from(questionnaireTemplateVersions)
      .where(or(...versions.map((row) => and(eq(questionnaireTemplateVersions.templateId, row.templateId), eq(questionnaireTemplateVersions.version, row.templateVersion))))),
    db
      .select({ questionnaireId: questionnaireComments.questionnaireId, questionId: questionnaireComments.questionId, comments: count() })
      .from(questionnaireComments)
      .where(inArray(questionnaireComments.questionnaireId, ids))
      .groupBy(questionnaireComments.questionnaireId, questionnaireComments.questionId),
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  const organisationByKey = new Map(organisations.map((organisation) => [organisation.key, organisation]));
  const templateById = new Map(templates.map((template) => [template.id, template]));
  const sectionsOf = new Map(sections.map((version) => [`${version.templateId}:${version.version}`, version.sections]));
  return rows.map((row) => {
    const key = row.organisationKeys[0];
    const organisation = key === undefined ? null : (organisationByKey.get(key) ?? { key, name: { en: key, fr: key } });
    const requestedById = row.changeRequest?.requested_by_id ?? null;
    return {
      row,
      owner: personById.get(row.ownerId) ?? { id: row.ownerId, email: '' },
      users: access.filter((entry) => entry.questionnaireId === row.id).map(({ id, email }) => ({ id, email })),
      organisation,
      template: { id: row.templateId, name: templateById.get(row.templateId)?.name ?? row.name },
      sections: sectionsOf.get(`${row.templateId}:${row.templateVersion}`) ?? [],
      commentsByQuestion: Object.fromEntries(comments.filter((entry) => entry.questionnaireId === row.id).map((entry) => [entry.questionId, Number(entry.comments)])),
      requestedBy: requestedById === null ? null : (personById.get(requestedById) ?? null),
    };
  });
}
