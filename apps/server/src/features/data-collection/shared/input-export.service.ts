import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { textArrayLiteral } from '../../../platform/permissions/tag-scope.policy.js';
import { inputs, sections, subjects } from '../data-collection.tables.js';
import { inputsPolicy, subjectsPolicy } from '../data-collection.policy.js';

/** A subject as a file of its inputs needs it: what names its columns and reads its values. */
export interface ExportSubject {
  id: number;
  key: string;
  name: { en: string; fr: string };
  fields: FieldDefinition[];
  tagDimensions: SubjectTagDimension[];
  periods: string[];
}

/**
 * The live subjects of the actor's client the actor may read, in the order the subjects screen lists them:
 * those named by `keys`, or all of them when no key is given; `unavailable` names the keys that are none of
 * those (unknown, archived, or the actor may not read subjects at all).
 */
export async function subjectsForExport(db: Database, actor: Actor, keys: readonly string[] = []): Promise<{ subjects: ExportSubject[]; unavailable: string[] }> {
  if (!subjectsPolicy.can(actor, 'read')) return { subjects: [], unavailable: [...keys] };
  const rows = await db
    .select({
      id: subjects.id,
      key: subjects.key,
      name: subjects.name,
      fields: subjects.fields,
      tagDimensions: subjects.tagDimensions,
      periods: subjects.periods,
    })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, actor.client.id), isNull(subjects.archivedAt), keys.length > 0 ? inArray(subjects.key, [...keys]) : undefined))
    .orderBy(asc(sections.position), asc(sections.id), asc(subjects.position), asc(subjects.id));
  const found = new Set(rows.map((row) => row.key));
  return { subjects: rows, unavailable: [...new Set(keys)].filter((key) => !found.has(key)) };
}

/** Which inputs an export holds, besides the actor's row scope. */
export interface InputExportFilter {
  subjectIds: readonly number[];
  periods?: readonly string[];
  states?: readonly InputState[];
  /** Per tag dimension, the nodes an input's node of that dimension must be one of (absent: any). */
  tagsByDimension?: Readonly<Record<string, readonly string[]>>;
}

/** The live inputs of the filter the actor may read: the inputs' own row rule (`inputsPolicy.scope`), written once. */
function exportedInputs(actor: Actor, filter: InputExportFilter): SQL {
  return and(
    eq(inputs.clientId, actor.client.id),
    filter.subjectIds.length > 0 ? inArray(inputs.subjectId, [...filter.subjectIds]) : sql`false`,
    isNull(inputs.deletedAt),
    inputsPolicy.scope!(actor),
    filter.periods && filter.periods.length > 0 ? inArray(inputs.period, [...filter.periods]) : undefined,
    filter.states && filter.states.length > 0 ? inArray(inputs.state, [...filter.states]) : undefined,
    ...Object.entries(filter.tagsByDimension ?? {}).map(([dimension, keys]) => sql`${inputs.tags} ->> ${dimension} = any(${textArrayLiteral(keys)}::text[])`),
  )!;
}

/** How many inputs an export of the filter holds for the actor, by subject: the total its progress counts towards. */
export async function countExportInputsBySubject(db: Database, actor: Actor, filter: InputExportFilter): Promise<Map<number, number>> {
  const rows = await db.select({ subjectId: inputs.subjectId, total: count() }).from(inputs).where(exportedInputs(actor, filter)).groupBy(inputs.subjectId);
  return new Map(rows.map((row) => [row.subjectId, Number(row.total)]));
}

/** An input as a row of an export. */
export interface ExportedInput {
  id: number;
  subjectId: number;
  period: string;
  tags: Record<string, string>;
  values: (typeof inputs.$inferSelect)['values'];
  state: InputState;
  lockVersion: number;
  justification: string | null;
  refusalReason: string | null;
  updatedAt: Date;
}

/**
 * One page of the inputs of the filter the actor may read, after the input `afterId`, by id: an export reads
 * any number of inputs page by page (keyset, so each page costs the same), never holding more than one.
 */
export async function exportInputsPage(db: Database, actor: Actor, filter: InputExportFilter, afterId: number, limit: number): Promise<ExportedInput[]> {
  return db
    .select({
      id: inputs.id,
      subjectId: inputs.subjectId,
      period: inputs.period,
      tags: inputs.tags,
      values: inputs.values,
      state: inputs.state,
      lockVersion: inputs.lockVersion,
      justification: inputs.justification,
      refusalReason: inputs.refusalReason,
      updatedAt: inputs.updatedAt,
    })
    .from(inputs)
    .where(and(exportedInputs(actor, filter), gt(inputs.id, afterId)))
    .orderBy(asc(inputs.id))
    .limit(limit);
}
