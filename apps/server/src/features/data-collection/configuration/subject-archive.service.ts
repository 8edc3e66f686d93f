import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord, notFound } from '../../../platform/errors/app-error.js';
import { inputs, sections, subjectContributors, subjects } from '../data-collection.tables.js';

/**
 * A subject as it was archived and what depended on it: its row (less the search vectors the database
 * keeps), its section, its live inputs by state with their ids, and its contributors. Nothing of this is
 * removed by archiving; the record says what a restore brings back.
 */
export interface ArchivedSubject {
  subject: {
    id: number;
    key: string;
    name: LocalizedText;
    fields: unknown[];
    tagDimensions: { key: string; depth: number }[];
    periods: string[];
    variationThreshold: number | null;
    approvalLevels: number;
    position: number;
  };
  section: { key: string; name: LocalizedText };
  inputs: { ids: number[]; byState: Partial<Record<InputState, number>> };
  contributors: { id: number; email: string }[];
}

/** A section as it was archived: its row and the (archived) subjects it still holds. */
export interface ArchivedSection {
  section: { id: number; key: string; name: LocalizedText; position: number };
  archivedSubjectKeys: string[];
}

const notDeleted = () => invalidRecord({ base: [{ error: 'NOT_DELETED' }] }, 'It is not deleted.');
const alreadyDeleted = () => invalidRecord({ base: [{ error: 'ALREADY_DELETED' }] }, 'It is already deleted.');

/**
 * Archives one of the client's live subjects (`archived_at`: the filter every live-subject query applies) and
 * answers what depended on it. Nothing under it is removed. NOT_FOUND for a key naming none of the client's
 * subjects, ALREADY_DELETED (422) for one already archived. Runs in the caller's transaction when given one.
 */
export async function archiveSubject(db: Database, clientId: number, key: string, at: Date = new Date()): Promise<ArchivedSubject> {
  const [archived] = await db
    .update(subjects)
    .set({ archivedAt: at })
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key), isNull(subjects.archivedAt)))
    .returning();
  if (!archived) throw (await subjectExists(db, clientId, key)) ? alreadyDeleted() : notFound();
  const [[section], inputRows, contributorRows] = await Promise.all([
    db.select({ key: sections.key, name: sections.name }).from(sections).where(eq(sections.id, archived.sectionId)),
    db
      .select({ id: inputs.id, state: inputs.state })
      .from(inputs)
      .where(and(eq(inputs.subjectId, archived.id), isNull(inputs.deletedAt)))
      .orderBy(asc(inputs.id)),
    db
      .select({ id: users.id, email: users.email })
      .from(subjectContributors)
      .innerJoin(users, eq(users.id, subjectContributors.userId))
      .where(eq(subjectContributors.subjectId, archived.id))
      .orderBy(asc(users.id)),
  ]);
  const byState: Partial<Record<InputState, number>> = {};
  for (const row of inputRows) byState[row.state] = (byState[row.state] ?? 0) + 1;
  return {
    subject: {
      id: archived.id,
      key: archived.key,
      name: archived.name,
      fields: archived.fields,
      tagDimensions: archived.tagDimensions,
      periods: archived.periods,
      variationThreshold: archived.variationThreshold,
      approvalLevels: archived.approvalLevels,
      position: archived.position,
    },
    section: section!,
    inputs: { ids: inputRows.map((row) => row.id), byState },
    contributors: contributorRows,
  };
}

/**
 * Brings an archived subject back as it was: its inputs, contributors and every calculation naming it were
 * never removed. NOT_FOUND for an unknown key, NOT_DELETED (422) for a live subject, SECTION_DELETED (422)
 * while its section is archived (restore the section first).
 */
export async function unarchiveSubject(db: Database, clientId: number, key: string): Promise<{ id: number; key: string }> {
  const [found] = await db
    .select({ id: subjects.id, archivedAt: subjects.archivedAt, sectionArchivedAt: sections.archivedAt })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key)));
  if (!found) throw notFound();
  if (found.archivedAt === null) throw notDeleted();
  if (found.sectionArchivedAt !== null) throw invalidRecord({ base: [{ error: 'SECTION_DELETED' }] }, 'Its section is deleted: restore the section first.');
  // Only one of two restores at once finds it still archived.
  const [restored] = await db
    .update(subjects)
    .set({ archivedAt: null })
    .where(and(eq(subjects.id, found.id), isNotNull(subjects.archivedAt)))
    .returning({ id: subjects.id, key: subjects.key });
  if (!restored) throw notDeleted();
  return restored;
}

/**
 * Archives one of the client's live sections. HAS_SUBJECTS (422, with their count) while live subjects are
 * in it: each is deleted first, so each has its own entry in the deletion log.
 */
export async function archiveSection(db: Database, clientId: number, key: string, at: Date = new Date()): Promise<ArchivedSection> {
  const [found] = await db
    .select({ id: sections.id, archivedAt: sections.archivedAt })
    .from(sections)
    .where(and(eq(sections.clientId, clientId), eq(sections.key, key)));
  if (!found) throw notFound();
  if (found.archivedAt !== null) throw alreadyDeleted();
  const [live] = await db
    .select({ total: count() })
    .from(subjects)
    .where(and(eq(subjects.sectionId, found.id), isNull(subjects.archivedAt)));
  const liveSubjects = Number(live?.total ?? 0);
  if (liveSubjects > 0) throw invalidRecord({ base: [{ error: 'HAS_SUBJECTS', count: liveSubjects }] }, 'The section still has subjects.');
  const [archived] = await db
    .update(sections)
    .set({ archivedAt: at })
    .where(and(eq(sections.id, found.id), isNull(sections.archivedAt)))
    .returning();
  if (!archived) throw alreadyDeleted();
  const held = await db.select({ key: subjects.key }).from(subjects).where(eq(subjects.sectionId, archived.id)).orderBy(asc(subjects.position), asc(subjects.id));
  return { section: { id: archived.id, key: archived.key, name: archived.name, position: archived.position }, archivedSubjectKeys: held.map((row) => row.key) };
}

/** Brings an archived section back (its subjects stay as they are). NOT_FOUND, NOT_DELETED as for subjects. */
export async function unarchiveSection(db: Database, clientId: number, key: string): Promise<{ id: number; key: string }> {
  const [found] = await db
    .select({ id: sections.id, archivedAt: sections.archivedAt })
    .from(sections)
    .where(and(eq(sections.clientId, clientId), eq(sections.key, key)));
  if (!found) throw notFound();
  if (found.archivedAt === null) throw notDeleted();
  const [restored] = await db
    .update(sections)
    .set({ archivedAt: null })
    .where(and(eq(sections.id, found.id), isNotNull(sections.archivedAt)))
    .returning({ id: sections.id, key: sections.key });
  if (!restored) throw notDeleted();
  return restored;
}

/** Where a deleted record stands now, for the deletion log's `restorable`. */
export type ArchiveState = 'archived' | 'live' | 'gone' | 'section_archived';

/** The current state of some of the client's subjects and sections, by key. */
export async function archiveStates(db: Database, clientId: number, keys: { subjects: readonly string[]; sections: readonly string[] }): Promise<{ subjects: Map<string, ArchiveState>; sections: Map<string, ArchiveState> }> {
  const [subjectRows, sectionRows] = await Promise.all([
    keys.subjects.length === 0
      ? Promise.resolve([])
      : db
          .select({ key: subjects.key, archivedAt: subjects.archivedAt, sectionArchivedAt: sections.archivedAt })
          .from(subjects)
          .innerJoin(sections, eq(sections.id, subjects.sectionId))
          .where(and(eq(subjects.clientId, clientId), inArray(subjects.key, [...keys.subjects]))),
    keys.sections.length === 0
      ? Promise.resolve([])
      : db
          .select({ key: sections.key, archivedAt: sections.archivedAt })
          .from(sections)
          .where(and(eq(sections.clientId, clientId), inArray(sections.key, [...keys.sections]))),
  ]);
  const subjectStates = new Map<string, ArchiveState>(keys.subjects.map((key) => [key, 'gone']));
  for (const row of subjectRows) {
    subjectStates.set(row.key, row.archivedAt === null ? 'live' : row.sectionArchivedAt !== null ? 'section_archived' : 'archived');
  }
  const sectionStates = new Map<string, ArchiveState>(keys.sections.map((key) => [key, 'gone']));
  for (const row of sectionRows) sectionStates.set(row.key, row.archivedAt === null ? 'live' : 'archived');
  return { subjects: subjectStates, sections: sectionStates };
}

async function subjectExists(db: Database, clientId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key)));
  return row !== undefined;
}
