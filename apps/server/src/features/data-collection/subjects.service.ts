import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Subject, SubjectAbilities, SubjectConfigurationBody, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, notFound } from '../../platform/errors/app-error.js';
import { abilitiesFor, authorize } from '../../platform/permissions/policy.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { inputs, sections, subjectContributors, subjects } from './data-collection.tables.js';
import { subjectsPolicy, type SubjectFacts } from './data-collection.policy.js';
import { configurationErrors } from './subject-configuration-rules.js';
import { subjectProgress, usersInScope } from './subject-progress.service.js';
import { inTreeOrder, type OrderedTagNode } from '../../platform/tags/tag-order.js';

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

/** GET /subjects: the subjects with their section, progress for the open period within the caller's scope, and the caller's abilities. */
export async function listSubjects(db: Database, actor: Actor): Promise<SubjectListItem[]> {
  authorize(subjectsPolicy, actor, 'read');
  const all = await allSubjects(db, actor);
  const progress = await subjectProgress(
    db,
    actor.client.id,
    all.map((subject) => subject.row.id),
    { forUserId: actor.user.id, scope: actor },
  );
  return all.map(({ row, section, facts }) => ({
    key: row.key,
    name: row.name,
    section: { key: section.key, name: section.name },
    progress: progress.get(row.id) ?? { period: openPeriodOf(row), available: 0, remaining: 0, disabled: true, available_users: 0 },
    abilities: subjectAbilities(actor, facts),
  }));
}

export async function listSections(db: Database, actor: Actor) {
  authorize(subjectsPolicy, actor, 'read');
  const rows = await db.select().from(sections).where(eq(sections.clientId, actor.client.id)).orderBy(asc(sections.position), asc(sections.id));
  return rows.map((row) => ({ key: row.key, name: row.name, position: row.position }));
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

/** GET /subjects/{key}: its form, its dimensions with the leaves the caller may act for, periods, the contributors within the caller's scope, abilities. */
export async function showSubject(db: Database, actor: Actor, key: string): Promise<Subject> {
  authorize(subjectsPolicy, actor, 'read');
  return presentSubject(db, actor, await findSubject(db, actor, key));
}

async function presentSubject(db: Database, actor: Actor, { row, section, facts }: SubjectContext): Promise<Subject> {
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

/**
 * PUT /subjects/{key}: an administrator's configuration, checked as a whole. The contributors within
 * the administrator's scope become those sent, each a live user of the client within that scope
 * (INVALID otherwise); the contributors outside it, whom the administrator is not shown, stay.
 */
export async function configureSubject(db: Database, actor: Actor, key: string, body: SubjectConfigurationBody): Promise<Subject> {
  authorize(subjectsPolicy, actor, 'configure');
  const subject = await findSubject(db, actor, key);
  const clientId = actor.client.id;
  const [sectionRows, dimensionRows, userRows, liveInput] = await Promise.all([
    db.select().from(sections).where(eq(sections.clientId, clientId)),
    db
      .select({ dimension: tags.dimension, depth: sql<number>`max(${tags.depth})`.mapWith(Number) })
      .from(tags)
      .where(eq(tags.clientId, clientId))
      .groupBy(tags.dimension),
    body.contributor_ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.clientId, clientId), isNull(users.archivedAt), inArray(users.id, body.contributor_ids))),
    db
      .select({ id: inputs.id })
      .from(inputs)
      .where(and(eq(inputs.subjectId, subject.row.id), isNull(inputs.deletedAt)))
      .limit(1),
  ]);
  const visible = await usersInScope(
    db,
    actor,
    userRows.map((user) => user.id),
  );
  const details = configurationErrors(body, {
    sectionKeys: new Set(sectionRows.map((row) => row.key)),
    dimensionDepths: new Map(dimensionRows.map((row) => [row.dimension, row.depth])),
    userIds: visible,
    hasInputs: liveInput.length > 0,
    currentDimensions: subject.row.tagDimensions,
  });
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const section = sectionRows.find((row) => row.key === body.section_key)!;
  await db.transaction(async (tx) => {
    await tx
      .update(subjects)
      .set({
        name: body.name,
        sectionId: section.id,
        fields: body.fields,
        tagDimensions: body.tag_dimensions,
        periods: body.periods,
        variationThreshold: body.variation_threshold,
        approvalLevels: body.approval_levels,
        updatedAt: new Date(),
      })
      .where(eq(subjects.id, subject.row.id));
    // The contributors outside the administrator's scope are not theirs to remove.
    const current = await tx.select({ userId: subjectContributors.userId }).from(subjectContributors).where(eq(subjectContributors.subjectId, subject.row.id));
    const mine = await usersInScope(
      tx,
      actor,
      current.map((row) => row.userId),
    );
    const others = current.map((row) => row.userId).filter((id) => !mine.has(id));
    await tx
      .delete(subjectContributors)
      .where(and(eq(subjectContributors.subjectId, subject.row.id), others.length > 0 ? notInArray(subjectContributors.userId, others) : undefined));
    const contributorIds = [...new Set(body.contributor_ids)];
    if (contributorIds.length > 0) await tx.insert(subjectContributors).values(contributorIds.map((userId) => ({ subjectId: subject.row.id, userId })));
  });
  return presentSubject(db, actor, await findSubject(db, actor, key));
}
