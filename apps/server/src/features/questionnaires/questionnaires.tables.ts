import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FieldValue, FormValues, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { QuestionnaireHistoryEntry, QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TemplateSection, TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import { users } from '../../platform/auth/auth.tables.js';
import { createdAt } from '../../platform/db/columns.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A questionnaire template: its name, state and current version. Its questions are those of the version row
 * of that number (`questionnaire_template_versions`). `updated_at` is what a save must carry to be taken,
 * always written by the server to the millisecond so it reads back exactly as it was sent.
 */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    state: text('state').$type<TemplateState>().notNull().default('draft'),
    /** Set at the first publication: a restored template goes back to published if it ever was. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('questionnaire_templates_client_updated_idx').on(table.clientId, table.updatedAt)],
);

/**
 * The questions of one version of a template. While no questionnaire uses the template its current version's
 * row is saved in place; once one does, a change of questions writes a new row (and bumps the template's
 * version) and the rows of earlier versions never change again.
 */
export const questionnaireTemplateVersions = pgTable(
  'questionnaire_template_versions',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => questionnaireTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sections: jsonb('sections').$type<TemplateSection[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.version] })],
);

/**
 * A questionnaire sent to an owner (and the organisation they answer for) for a period: the template version
 * it is answered on, its answers and state. `organisation_keys` holds the organisation's tag key (empty when
 * it is addressed to no organisation): the row rule of managers and reviewers (`withinSql`) reads it as it
 * reads an input's tags. `updated_at` as the templates'.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => questionnaireTemplates.id),
    templateVersion: integer('template_version').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    period: text('period').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    organisationKeys: text('organisation_keys').array().notNull().default([]),
    state: text('state').$type<QuestionnaireState>().notNull().default('not_started'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<FormValues>().notNull().default({}),
    /** The changes last asked for, shown to the respondent until they submit again. */
    changeRequest: jsonb('change_request').$type<{ comment: string; field_ids: string[]; requested_by_id: number | null; requested_at: string }>(),
    /** Who last changed the answers (four eyes: they do not approve them). */
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('questionnaires_client_due_idx').on(table.clientId, table.dueDate),
    index('questionnaires_owner_idx').on(table.ownerId),
    index('questionnaires_template_idx').on(table.templateId, table.period),
    // One questionnaire of a template per period and owner: sending the same one twice is refused (DUPLICATED).
    uniqueIndex('questionnaires_template_period_owner_unique').on(table.templateId, table.period, table.ownerId),
  ],
);

/** Co-respondents: users given access to a questionnaire beside its owner. */
export const questionnaireAccess = pgTable(
  'questionnaire_access',
  {
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.questionnaireId, table.userId] }), index('questionnaire_access_user_idx').on(table.userId)],
);

/** A comment on one question (field id) of a questionnaire; a reviewer's request for changes is one too. */
export const questionnaireComments = pgTable(
  'questionnaire_comments',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    changeRequest: boolean('change_request').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questionnaire_comments_question_idx').on(table.questionnaireId, table.questionId, table.id)],
);

/** Every state change and change of answers of a questionnaire: who, when, on whose behalf, and what changed. */
export const questionnaireHistory = pgTable(
  'questionnaire_history',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    action: text('action').$type<QuestionnaireHistoryEntry['action']>().notNull(),
    fromState: text('from_state').$type<QuestionnaireState>(),
    toState: text('to_state').$type<QuestionnaireState>(),
    changes: jsonb('changes').$type<Record<string, { from: FieldValue; to: FieldValue }>>().notNull().default({}),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('questionnaire_history_questionnaire_idx').on(table.questionnaireId, table.id)],
);
