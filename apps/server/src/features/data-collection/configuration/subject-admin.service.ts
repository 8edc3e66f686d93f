import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord } from '../../../platform/errors/app-error.js';
import { inputs, sections, subjects } from '../data-collection.tables.js';

/** A subject as the super administrator lists it: archived ones too, with its live inputs counted. */
export interface AdministeredSubject {
  key: string;
  name: LocalizedText;
  section: { key: string; name: LocalizedText; archivedAt: Date | null };
  archivedAt: Date | null;
  inputsCount: number;
  periods: string[];
  tagDimensions: { key: string; depth: number }[];
  fieldsCount: number;
}

/** A section as the super administrator lists it: archived ones too, with its live subjects counted. */
export interface AdministeredSection {
  key: string;
  name: LocalizedText;
  archivedAt: Date | null;
  subjectsCount: number;
}

/** Every subject and section of the client, archived ones included, in section then subject order. */
export async function administeredSubjects(db: Database, clientId: number): Promise<{ subjects: AdministeredSubject[]; sections: AdministeredSection[] }> {
  const [sectionRows, subjectRows, inputCounts] = await Promise.all([
    db.select().from(sections).where(eq(sections.clientId, clientId)).orderBy(asc(sections.position), asc(sections.id)),
    db
      .select({
        id: subjects.id,
        sectionId: subjects.sectionId,
        key: subjects.key,
        name: subjects.name,
        archivedAt: subjects.archivedAt,
        periods: subjects.periods,
        tagDimensions: subjects.tagDimensions,
        fields: subjects.fields,
      })
      .from(subjects)
      .where(eq(subjects.clientId, clientId))
      .orderBy(asc(subjects.position), asc(subjects.id)),
    db
      .select({ subjectId: inputs.subjectId, total: count() })
      .from(inputs)
      .where(and(eq(inputs.clientId, clientId), isNull(inputs.deletedAt)))
      .groupBy(inputs.subjectId),
  ]);
  const inputsOf = new Map(inputCounts.map((row) => [row.subjectId, Number(row.total)]));
  const sectionById = new Map(sectionRows.map((row) => [row.id, row]));
  const order = new Map(sectionRows.map((row, index) => [row.id, index]));
  const listed = [...subjectRows].sort((a, b) => order.get(a.sectionId)! - order.get(b.sectionId)!);
  return {
    subjects: listed.map((row) => {
      const section = sectionById.get(row.sectionId)!;
      return {
        key: row.key,
        name: row.name,
        section: { key: section.key, name: section.name, archivedAt: section.archivedAt },
        archivedAt: row.archivedAt,
        inputsCount: inputsOf.get(row.id) ?? 0,
        periods: row.periods,
        tagDimensions: row.tagDimensions,
        fieldsCount: row.fields.length,
      };
    }),
    sections: sectionRows.map((row) => ({
      key: row.key,
      name: row.name,
      archivedAt: row.archivedAt,
      subjectsCount: subjectRows.filter((subject) => subject.sectionId === row.id && subject.archivedAt === null).length,
    })),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

/** DUPLICATED for a key a live record holds; DELETED for one a deleted record holds (restore it instead). */
const keyTaken = (archived: boolean) => invalidRecord({ key: [{ error: archived ? 'DELETED' : 'DUPLICATED' }] });

/**
 * A new subject at the end of a live section, with no field, tag dimension or period yet (its configuration
 * comes next). 422 with `section_key: INVALID` for an unknown or deleted section, `key: DUPLICATED` or
 * `key: DELETED` for a key already used.
 */
export async function createSubjectRecord(db: Database, clientId: number, body: { key: string; name: LocalizedText; sectionKey: string }): Promise<void> {
  const [[section], [existing]] = await Promise.all([
    db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.clientId, clientId), eq(sections.key, body.sectionKey), isNull(sections.archivedAt))),
    db
      .select({ archivedAt: subjects.archivedAt })
      .from(subjects)
      .where(and(eq(subjects.clientId, clientId), eq(subjects.key, body.key))),
  ]);
  const details: Record<string, { error: string }[]> = {};
  if (!section) details.section_key = [{ error: 'INVALID' }];
  if (existing) details.key = [{ error: existing.archivedAt === null ? 'DUPLICATED' : 'DELETED' }];
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const [last] = await db
    .select({ position: max(subjects.position) })
    .from(subjects)
    .where(eq(subjects.sectionId, section!.id));
  try {
    await db.insert(subjects).values({ clientId, sectionId: section!.id, key: body.key, name: body.name, position: (last?.position ?? -1) + 1 });
  } catch (error) {
    // Two creations of the same key at once: the unique index lets one in.
    if (isUniqueViolation(error)) throw keyTaken(false);
    throw error;
  }
}

/** A new section, listed last. `key: DUPLICATED` or `key: DELETED` for a key already used. */
export async function createSectionRecord(db: Database, clientId: number, body: { key: string; name: LocalizedText }): Promise<void> {
  const [existing] = await db
    .select({ archivedAt: sections.archivedAt })
    .from(sections)
    .where(and(eq(sections.clientId, clientId), eq(sections.key, body.key)));
  if (existing) throw keyTaken(existing.archivedAt !== null);
  const [last] = await db
    .select({ position: max(sections.position) })
    .from(sections)
    .where(eq(sections.clientId, clientId));
  try {
    await db.insert(sections).values({ clientId, key: body.key, name: body.name, position: (last?.position ?? -1) + 1 });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken(false);
    throw error;
  }
}
