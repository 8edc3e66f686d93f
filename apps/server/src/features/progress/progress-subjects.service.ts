import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { sections, subjects } from '../data-collection/data-collection.tables.js';

/** A live subject as the progress screens name it. */
export interface ProgressSubject {
  id: number;
  key: string;
  name: LocalizedText;
  approvalLevels: number;
  periods: string[];
  tagDimensions: SubjectTagDimension[];
  section: { key: string; name: LocalizedText };
}

/** The client's live subjects (all, or those with these keys), in section then subject order. */
export async function progressSubjects(db: Database, clientId: number, keys?: readonly string[]): Promise<ProgressSubject[]> {
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
export async function progressSubject(db: Database, clientId: number, key: string): Promise<ProgressSubject> {
  const [subject] = await progressSubjects(db, clientId, [key]);
  if (!subject) throw notFound();
  return subject;
}
