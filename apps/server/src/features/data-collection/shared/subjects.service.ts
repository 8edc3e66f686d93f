import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Subject, SubjectAbilities } from '@platform/shared/data-collection/subjects.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { abilitiesFor } from '../../../platform/permissions/policy.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { sections, subjectContributors, subjects } from '../data-collection.tables.js';
import { subjectsPolicy, type SubjectFacts } from '../data-collection.policy.js';
import { usersInScope } from './subject-progress.service.js';
import { inTreeOrder, type OrderedTagNode } from '../../../platform/tags/tag-order.js';

export type SubjectRow = typeof subjects.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

/** A subject with its section and what the rules need to know of it for one actor. */
export interface SubjectContext {
  row: SubjectRow;
  section: SectionRow;
  facts: SubjectFacts;
}

const SUBJECT_ACTIONS = ['enter', 'approve', 'preapprove', 'configure', 'progress'] as const;

/** The subject's period open for entry: the last of its periods. */
export const openPeriodOf = (subject: Pick<SubjectRow, 'periods'>): string | null => subject.periods.at(-1) ?? null;

export function subjectAbilities(actor: Actor, facts: SubjectFacts): SubjectAbilities {
  return abilitiesFor(subjectsPolicy, actor, SUBJECT_ACTIONS, facts);
}

/** One of the actor's client's subjects by key, with its section; NOT_FOUND for any other (or an archived one). */
export async function findSubject(db: Database, actor: Actor, key: string): Promise<SubjectContext> {
  const [found] = await db
    .select({ row: subjects, section: sections, contributes: sql<boolean>`exists (select 1 from ${subjectContributors} where ${subjectContributors.subjectId} = ${subjects.id} and ${subjectContributors.userId} = ${actor.user.id})` })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, actor.client.id), eq(subjects.key, key), isNull(subjects.archivedAt)));
  if (!found) throw notFound();
  return { row: found.row, section: found.section, facts: { approvalLevels: found.row.approvalLevels, contributes: Boolean(found.contributes) } };
}

/** Every live subject of the actor's client, in section then subject order, with the facts of each for the actor. */
export async function allSubjects(db: Database, actor: Actor): Promise<SubjectContext[]> {
  const rows = await db
    .select({ row: subjects, section: sections })
    .from(subjects)
    .innerJoin(sections, eq(sections.id, subjects.sectionId))
    .where(and(eq(subjects.clientId, actor.client.id), isNull(subjects.archivedAt)))
    .orderBy(asc(sections.position), asc(sections.id), asc(subjects.position), asc(subjects.id));
  const contributed = new Set(
    (await db.select({ subjectId: subjectContributors.subjectId }).from(subjectContributors).where(eq(subjectContributors.userId, actor.user.id))).map(
      (row) => row.subjectId,
    ),
  );
  return rows.map(({ row, section }) => ({ row, section, facts: { approvalLevels: row.approvalLevels, contributes: contributed.has(row.id) } }));
}

/** The tag nodes of some dimensions of the actor's client, in tree order. */
export async function dimensionNodes(db: Database, clientId: number, dimensionKeys: readonly string[]): Promise<OrderedTagNode[]> {
  if (dimensionKeys.length === 0) return [];
  const rows = await db
    .select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth, name: tags.name, position: tags.position })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.dimension, [...dimensionKeys])));
  return inTreeOrder(rows);
}

/** A subject's tag dimensions, each named by its root node (its key when the root is missing). */
export function namedDimensions(dimensions: SubjectRow['tagDimensions'], nodes: readonly OrderedTagNode[]) {
  return dimensions.map((dimension) => ({
    ...dimension,
    name: nodes.find((node) => node.dimension === dimension.key && node.depth === 0)?.name ?? { en: dimension.key, fr: dimension.key },
  }));
}

/** The subject as the API answers it to the actor: GET and PUT /subjects/{key} give the same. */
export async function presentSubject(db: Database, actor: Actor, { row, section, facts }: SubjectContext): Promise<Subject> {
  const dimensions = row.tagDimensions;
  const nodes = await dimensionNodes(
    db,
    actor.client.id,
    dimensions.map((dimension) => dimension.key),
  );
  const allLeaves = subjectsPolicy.can(actor, 'configure');
  const scope = new Set(actor.tagLeaves);
  const contributors = await contributorsInScope(db, actor, row.id);
  return {
    key: row.key,
    name: row.name,
    section: { key: section.key, name: section.name },
    fields: row.fields,
    tag_dimensions: dimensions.map((dimension) => {
      const root = nodes.find((node) => node.dimension === dimension.key && node.depth === 0);
      return {
        key: dimension.key,
        depth: dimension.depth,
        name: root?.name ?? { en: dimension.key, fr: dimension.key },
        leaves: nodes
          .filter((node) => node.dimension === dimension.key && node.depth === dimension.depth && (allLeaves || scope.has(node.key)))
          .map((node) => ({ key: node.key, name: node.name })),
      };
    }),
    periods: row.periods,
    open_period: openPeriodOf(row),
    variation_threshold: row.variationThreshold,
    approval_levels: row.approvalLevels === 2 ? 2 : 1,
    contributors,
    abilities: subjectAbilities(actor, facts),
  };
}

/** The subject's contributors within the actor's scope (`usersInScope`), by email. */
async function contributorsInScope(db: Database, actor: Actor, subjectId: number): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(subjectContributors)
    .innerJoin(users, eq(users.id, subjectContributors.userId))
    .where(eq(subjectContributors.subjectId, subjectId))
    .orderBy(asc(users.email), asc(users.id));
  const visible = await usersInScope(
    db,
    actor,
    rows.map((user) => user.id),
  );
  return rows.filter((user) => visible.has(user.id));
}
