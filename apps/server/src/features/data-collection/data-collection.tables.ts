import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FieldDefinition, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputAction, InputState } from '@platform/shared/data-collection/input-states';
import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import { createdAt, updatedAt } from '../../platform/db/columns.js';
import { users } from '../../platform/auth/auth.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { tsvector } from '../../platform/db/search-vector.js';

type LocalizedText = { en: string; fr: string };

/** The groups subjects are listed in. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    /** Set when a super administrator deletes the section (the deletion log keeps it, to restore). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('sections_client_key_unique').on(table.clientId, table.key)],
);

/** A data form within a section: its fields, the tags its inputs carry, its periods and approval rules. */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    fields: jsonb('fields').$type<FieldDefinition[]>().notNull().default([]),
    tagDimensions: jsonb('tag_dimensions').$type<SubjectTagDimension[]>().notNull().default([]),
    /** The years inputs may be entered for; the last is the one open for entry. */
    periods: jsonb('periods').$type<string[]>().notNull().default([]),
    /** Percent change from last year's approved value beyond which a justification is asked for. */
    variationThreshold: numeric('variation_threshold', { mode: 'number' }),
    approvalLevels: integer('approval_levels').notNull().default(1),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What search matches, per language: name, section name, fields' names and help. Kept by database
     * triggers on every write of a subject and every rename of its section (search_vectors migration).
     */
    searchVectorEn: tsvector('search_vector_en'),
    searchVectorFr: tsvector('search_vector_fr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subjects_client_key_unique').on(table.clientId, table.key),
    index('subjects_search_vector_en_idx').using('gin', table.searchVectorEn),
    index('subjects_search_vector_fr_idx').using('gin', table.searchVectorFr),
  ],
);

/** The users asked to enter a subject's data (within the tags each acts for). */
export const subjectContributors = pgTable(
  'subject_contributors',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.subjectId, table.userId] })],
);

/**
 * One filled form of a subject for a period and one tag node per dimension. `tag_keys` repeats the
 * tags' node keys as an array, so the row-level scope is one `<@` test; `tag_signature` makes them
 * one comparable text, so a second live input for the same subject, period and tags is refused by
 * the database itself. Deleting keeps the row (`deleted_at`): nothing entered is ever lost.
 */
export const inputs = pgTable(
  'inputs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    period: text('period').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    tagKeys: text('tag_keys').array().notNull(),
    tagSignature: text('tag_signature').notNull(),
    values: jsonb('values').$type<FormValues>().notNull().default({}),
    notApplicable: jsonb('not_applicable').$type<NotApplicable>().notNull().default({}),
    state: text('state').$type<InputState>().notNull(),
    lockVersion: integer('lock_version').notNull().default(0),
    justification: text('justification'),
    refusalReason: text('refusal_reason'),
    /** Lower-cased text of the tags' names and the values, for the list's search. */
    searchText: text('search_text').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id),
    updatedById: integer('updated_by_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('inputs_live_unique')
      .on(table.subjectId, table.period, table.tagSignature)
      .where(sql`${table.deletedAt} is null`),
    index('inputs_subject_period_state_idx').on(table.subjectId, table.period, table.state, table.id),
  ],
);

/** Every change to an input: values old → new, state, who (and who was impersonating), when, why. */
export const inputHistory = pgTable(
  'input_history',
  {
    id: serial('id').primaryKey(),
    inputId: integer('input_id')
      .notNull()
      .references(() => inputs.id),
    action: text('action').$type<InputAction>().notNull(),
    fromState: text('from_state').$type<InputState>(),
    toState: text('to_state').$type<InputState>(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    justification: text('justification'),
    refusalReason: text('refusal_reason'),
    /** The input's lock_version after this change. */
    lockVersion: integer('lock_version').notNull(),
    userId: integer('user_id').references(() => users.id),
    impersonatorId: integer('impersonator_id').references(() => users.id),
    /**
     * A decision taken by someone who entered or last changed the input, which the client allows for
     * one-person organisations only (four eyes otherwise): marked so that readers of the history see it.
     */
    selfApproval: boolean('self_approval').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('input_history_input_idx').on(table.inputId, table.id)],
);
