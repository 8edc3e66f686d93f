import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { inputs } from '../data-collection.tables.js';
import { inputsPolicy, subjectsPolicy } from '../data-collection.policy.js';
import { allSubjects, dimensionNodes, openPeriodOf, type SubjectContext } from '../shared/subjects.service.js';

/** States in which an expected input counts as given (a draft or a refused one is still owed). */
const GIVEN_STATES = ['submitted', 'preapproved', 'approved'] as const;

/**
 * The subject after `current` (in section then subject order, wrapping round) for which the actor,
 * one of its contributors, still owes inputs in its open period: fewer inputs given than tag leaves
 * (one per combination of the dimensions' leaves) in the actor's scope. Null when nothing is owed.
 */
export async function nextSubjectOwed(db: Database, actor: Actor, current: SubjectContext): Promise<{ key: string; name: { en: string; fr: string } } | null> {
  const all = await allSubjects(db, actor);
  const index = all.findIndex((subject) => subject.row.id === current.row.id);
  const candidates = [...all.slice(index + 1), ...all.slice(0, Math.max(index, 0))].filter(
    (subject) => subject.row.id !== current.row.id && subjectsPolicy.can(actor, 'enter', subject.facts) && openPeriodOf(subject.row) !== null,
  );
  if (candidates.length === 0) return null;

  const dimensionKeys = [...new Set(candidates.flatMap((subject) => subject.row.tagDimensions.map((dimension) => dimension.key)))];
  const nodes = await dimensionNodes(db, actor.client.id, dimensionKeys);
  const scope = new Set(actor.tagLeaves);
  const expected = (subject: SubjectContext) =>
    subject.row.tagDimensions.reduce(
      (product, dimension) => product * nodes.filter((node) => node.dimension === dimension.key && node.depth === dimension.depth && scope.has(node.key)).length,
      1,
    );

  const given = await db
    .select({ subjectId: inputs.subjectId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(inputs)
    .where(
      and(
        sql`(${sql.join(
          candidates.map((subject) => sql`(${inputs.subjectId} = ${subject.row.id} and ${inputs.period} = ${openPeriodOf(subject.row)})`),
          sql` or `,
        )})`,
        isNull(inputs.deletedAt),
        inArray(inputs.state, [...GIVEN_STATES]),
        inputsPolicy.scope!(actor),
      ),
    )
    .groupBy(inputs.subjectId);
  const givenBySubject = new Map(given.map((row) => [row.subjectId, row.count]));
  const owed = candidates.find((subject) => (givenBySubject.get(subject.row.id) ?? 0) < expected(subject));
  return owed ? { key: owed.row.key, name: owed.row.name } : null;
}
