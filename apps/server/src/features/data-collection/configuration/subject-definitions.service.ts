import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { ConfigSection, ConfigSubject } from '@platform/shared/super-admin/config-document.schemas';
import type { Database } from '../../../platform/db/database.js';
import { textArrayLiteral } from '../../../platform/permissions/tag-scope.policy.js';
import { inputs, sections, subjects } from '../data-collection.tables.js';

/**
 * Sections and subjects as a configuration document holds them, and the writes applying one. The configuration
 * versions of the super administrator read and write subjects only through here.
 */

/** The client's live sections and subjects, in their order, shaped as the configuration document's lists. */
export async function subjectDefinitions(db: Database, clientId: number): Promise<{ sections: ConfigSection[]; subjects: ConfigSubject[] }> {
  const sectionRows = await db
    .select()
    .from(sections)
    .where(and(eq(sections.clientId, clientId), isNull(sections.archivedAt)))
    .orderBy(asc(sections.position), asc(sections.id));
  const subjectRows = await db
    .select({ subject: subjects, sectionKey: sections.key })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, clientId), isNull(subjects.archivedAt)))
    .orderBy(asc(sections.position), asc(sections.id), asc(subjects.position), asc(subjects.id));
  return {
    sections: sectionRows.map((row) => ({ key: row.key, name: row.name, position: row.position })),
    subjects: subjectRows.map(({ subject, sectionKey }) => ({
      key: subject.key,
      section: sectionKey,
      name: subject.name,
      fields: subject.fields,
      tag_dimensions: subject.tagDimensions,
      periods: subject.periods,
      variation_threshold: subject.variationThreshold,
      approval_levels: subject.approvalLevels === 2 ? 2 : 1,
      position: subject.position,
    })),
  };
}

/** Keys of the client's deleted (archived) subjects: a document naming one brings it back. */
export async function deletedSubjectKeys(db: Database, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ key: subjects.key })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), isNotNull(subjects.archivedAt)));
  return rows.map((row) => row.key);
}

/**
 * Writes the document's sections and subjects over the live ones, in the caller's transaction: new ones are
 * created, changed ones updated (unchanged rows are not written), sections the document leaves out and that no
 * live subject uses any more are archived. Subjects the document leaves out are the caller's to delete (softly,
 * with their deletion log): their keys are answered.
 */
export async function writeSubjectDefinitions(
  tx: Database,
  clientId: number,
  wanted: { sections: readonly ConfigSection[]; subjects: readonly ConfigSubject[] },
  isSame: (a: unknown, b: unknown) => boolean,
): Promise<{ removedSubjects: string[] }> {
  const current = await subjectDefinitions(tx, clientId);
  const sectionRows = await tx.select().from(sections).where(eq(sections.clientId, clientId));
  const sectionIds = new Map(sectionRows.map((row) => [row.key, row.id]));
  const currentSections = new Map(current.sections.map((section) => [section.key, section]));
  for (const section of wanted.sections) {
    const existing = currentSections.get(section.key);
    if (existing && isSame(existing, section)) continue;
    const values = { name: section.name, position: section.position, archivedAt: null, updatedAt: new Date() };
    const [row] = sectionIds.has(section.key)
      ? await tx.update(sections).set(values).where(eq(sections.id, sectionIds.get(section.key)!)).returning({ id: sections.id })
      : await tx.insert(sections).values({ ...values, clientId, key: section.key }).returning({ id: sections.id });
    sectionIds.set(section.key, row!.id);
  }

  const currentSubjects = new Map(current.subjects.map((subject) => [subject.key, subject]));
  for (const subject of wanted.subjects) {
    const existing = currentSubjects.get(subject.key);
    if (existing && isSame(existing, subject)) continue;
    const values = {
      sectionId: sectionIds.get(subject.section)!,
      name: subject.name,
      fields: subject.fields,
      tagDimensions: subject.tag_dimensions,
      periods: subject.periods,
      variationThreshold: subject.variation_threshold,
      approvalLevels: subject.approval_levels,
      position: subject.position,
      updatedAt: new Date(),
    };
    const updated = await tx
      .update(subjects)
      .set(values)
      .where(and(eq(subjects.clientId, clientId), eq(subjects.key, subject.key)))
      .returning({ id: subjects.id });
    if (updated.length === 0) await tx.insert(subjects).values({ ...values, clientId, key: subject.key });
  }

  const wantedSubjects = new Set(wanted.subjects.map((subject) => subject.key));
  const removedSubjects = current.subjects.filter((subject) => !wantedSubjects.has(subject.key)).map((subject) => subject.key);
  const wantedSections = new Set(wanted.sections.map((section) => section.key));
  const leftSections = current.sections.filter((section) => !wantedSections.has(section.key)).map((section) => sectionIds.get(section.key)!);
  if (leftSections.length > 0) {
    // A section left out is archived once no subject the document keeps lives in it.
    const kept = await tx
      .selectDistinct({ sectionId: subjects.sectionId })
      .from(subjects)
      .where(and(eq(subjects.clientId, clientId), isNull(subjects.archivedAt), inArray(subjects.sectionId, leftSections), removedSubjects.length > 0 ? notInArray(subjects.key, removedSubjects) : undefined));
    const used = new Set(kept.map((row) => row.sectionId));
    const empty = leftSections.filter((id) => !used.has(id));
    if (empty.length > 0) await tx.update(sections).set({ archivedAt: new Date(), updatedAt: new Date() }).where(inArray(sections.id, empty));
  }
  return { removedSubjects };
}

/** Live inputs of a subject per field holding a value, for the fields asked about. */
export async function inputsHoldingFields(db: Database, clientId: number, subjectKey: string, fieldIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const fieldId of fieldIds) {
    const [row] = await db
      .select({ count: count() })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(
        and(
          eq(inputs.clientId, clientId),
          eq(subjects.key, subjectKey),
          isNull(inputs.deletedAt),
          sql`jsonb_exists(${inputs.values}, ${fieldId})`,
          sql`${inputs.values} -> ${fieldId} <> 'null'::jsonb`,
        ),
      );
    counts.set(fieldId, row?.count ?? 0);
  }
  return counts;
}

/** Live inputs per subject, for the subjects asked about. */
export async function liveInputCounts(db: Database, clientId: number, subjectKeys: readonly string[]): Promise<Map<string, number>> {
  if (subjectKeys.length === 0) return new Map();
  const rows = await db
    .select({ key: subjects.key, count: count() })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.clientId, clientId), inArray(subjects.key, [...subjectKeys]), isNull(inputs.deletedAt)))
    .groupBy(subjects.key);
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Live inputs carrying any of these tag nodes (a node removed from a tree must carry none). */
export async function inputsCarryingTags(db: Database, clientId: number, tagKeys: readonly string[]): Promise<number> {
  if (tagKeys.length === 0) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(inputs)
    .where(and(eq(inputs.clientId, clientId), isNull(inputs.deletedAt), sql`${inputs.tagKeys} && ${textArrayLiteral(tagKeys)}::text[]`));
  return row?.count ?? 0;
}
