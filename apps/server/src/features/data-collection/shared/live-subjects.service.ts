import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldDefinition, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { sections, subjects } from '../data-collection.tables.js';

/** A live subject as other features name it (progress screens, reminders). */
export interface LiveSubject {
  id: number;
  key: string;
  name: LocalizedText;
  approvalLevels: number;
  periods: string[];
  tagDimensions: SubjectTagDimension[];
  section: { key: string; name: LocalizedText };
}

/** The client's live subjects (all, or those with these keys), in section then subject order. */
export async function liveSubjects(db: Database, clientId: number, keys?: readonly string[]): Promise<LiveSubject[]> {
  if (keys && keys.length === 0) return [];
  const rows = await db
    .select({
      id: subjects.id,
      key: subjects.key,
      name: subjects.name,
      approvalLevels: subjects.approvalLevels,
      periods: subjects.periods,
      tagDimensions: subjects.tagDimensions,
      sectionKey: sections.key,
      sectionName: sections.name,
    })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, clientId), isNull(subjects.archivedAt), keys ? inArray(subjects.key, [...keys]) : undefined))
    .orderBy(asc(sections.position), asc(sections.id), asc(subjects.position), asc(subjects.id));
  return rows.map(({ sectionKey, sectionName, ...row }) => ({ ...row, section: { key: sectionKey, name: sectionName } }));
}

/** One live subject of the client by key; NOT_FOUND for any other. */
export async function liveSubject(db: Database, clientId: number, key: string): Promise<LiveSubject> {
  const [subject] = await liveSubjects(db, clientId, [key]);
  if (!subject) throw notFound();
  return subject;
}

/** A subject as a calculation reads it: the fields it may name and the dimensions it may break down by. */
export interface CalculableSubject {
  key: string;
  fields: FieldDefinition[];
  tagDimensions: SubjectTagDimension[];
}

/** The client's live subjects among these keys, with what an indicator's calculation rules check. */
export async function calculableSubjects(db: Database, clientId: number, keys: readonly string[]): Promise<CalculableSubject[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: subjects.key, fields: subjects.fields, tagDimensions: subjects.tagDimensions })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), inArray(subjects.key, [...keys]), isNull(subjects.archivedAt)));
}
