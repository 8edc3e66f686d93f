import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { inputsPolicy, inScope } from '../data-collection/data-collection.policy.js';
import { inputs, subjects } from '../data-collection/data-collection.tables.js';
import { subjectContributions, type SubjectContributions } from '../data-collection/subject-progress.service.js';
import type { ProgressSubject } from './progress-subjects.service.js';
import { usersInScope } from './users-in-scope.service.js';

/** States in which an expected input counts as delivered, as the subjects list counts them; a draft or a refused input is still owed. */
const DELIVERED_STATES = ['submitted', 'preapproved', 'approved'] as const satisfies readonly InputState[];

type Figures = Pick<SubjectContributions, 'available' | 'remaining'>;

/**
 * Who owes what on each of these subjects, as the actor may see it: only the contributors within the
 * actor's scope (`usersInScope`), and the subject's figures over the expected inputs whose tags all lie
 * within that scope (the inputs the actor may list), whoever is expected to enter them. Who acts for
 * every tag sees each subject whole.
 */
export async function contributionsInScope(db: Database, actor: Actor, list: readonly ProgressSubject[]): Promise<Map<number, SubjectContributions>> {
  const all = await subjectContributions(
    db,
    actor.client.id,
    list.map((subject) => subject.id),
  );
  if (actor.allTags) return all;
  const contributorIds = [...all.values()].flatMap((contributions) => contributions.contributors.map((user) => user.id));
  const [visible, figures] = await Promise.all([usersInScope(db, actor, contributorIds), figuresInScope(db, actor, list, all)]);
  return new Map(
    [...all].map(([id, contributions]) => [
      id,
      { ...contributions, ...figures.get(id), contributors: contributions.contributors.filter((user) => visible.has(user.id)) },
    ]),
  );
}

/**
 * Per subject, the inputs of its open period expected from any of its contributors (one per
 * combination of its tag nodes, one node per dimension at its depth, among those the contributor acts
 * for) whose nodes all lie within the actor's scope, and how many of those are not delivered yet.
 */
async function figuresInScope(db: Database, actor: Actor, list: readonly ProgressSubject[], all: ReadonlyMap<number, SubjectContributions>): Promise<Map<number, Figures>> {
  const figures = new Map<number, Figures>(list.map((subject) => [subject.id, { available: 0, remaining: 0 }]));
  const expecting = list.filter((subject) => subject.periods.length > 0 && (all.get(subject.id)?.contributors.length ?? 0) > 0);
  if (expecting.length === 0) return figures;
  const contributorIds = [...new Set(expecting.flatMap((subject) => all.get(subject.id)!.contributors.map((user) => user.id)))];
  const [tagRows, assignmentRows, deliveredRows] = await Promise.all([
    db.select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth }).from(tags).where(eq(tags.clientId, actor.client.id)),
    db.select({ userId: userTags.userId, tagId: userTags.tagId }).from(userTags).where(inArray(userTags.userId, contributorIds)),
    db
      .select({ subjectId: inputs.subjectId, tags: inputs.tags })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(
        and(
          eq(inputs.clientId, actor.client.id),
          inArray(
            inputs.subjectId,
            expecting.map((subject) => subject.id),
          ),
          isNull(inputs.deletedAt),
          inArray(inputs.state, [...DELIVERED_STATES]),
          sql`${inputs.period} = ${subjects.periods} ->> -1`,
          inputsPolicy.scope!(actor),
        ),
      ),
  ]);

  const children = groupBy(
    tagRows.filter((row) => row.parentId !== null),
    (row) => row.parentId!,
  );
  const assigned = groupBy(assignmentRows, (row) => row.userId);
  /** The nodes a contributor acts for: those assigned to them and everything under them. */
  const coveredBy = memoized((userId: number) => {
    const covered = new Set<number>();
    const pending = (assigned.get(userId) ?? []).map((row) => row.tagId);
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (covered.has(id)) continue;
      covered.add(id);
      for (const child of children.get(id) ?? []) pending.push(child.id);
    }
    return covered;
  });
  // A combination lies within the scope when each of its nodes does: only those nodes are combined.
  const inScopeAtDepth = groupBy(
    tagRows.filter((row) => inScope(actor, [row.key])),
    (row) => `${row.dimension}\u0000${row.depth}`,
  );
  const deliveredOf = groupBy(deliveredRows, (row) => row.subjectId);

  for (const subject of expecting) {
    const dimensions = subject.tagDimensions;
    const expected = new Set<string>();
    for (const contributor of all.get(subject.id)!.contributors) {
      const covered = coveredBy(contributor.id);
      let combinations: string[][] = [[]];
      for (const dimension of dimensions) {
        const keys = (inScopeAtDepth.get(`${dimension.key}\u0000${dimension.depth}`) ?? []).filter((node) => covered.has(node.id)).map((node) => node.key);
        combinations = combinations.flatMap((combination) => keys.map((key) => [...combination, key]));
      }
      for (const combination of combinations) expected.add(JSON.stringify(combination));
    }
    const delivered = new Set((deliveredOf.get(subject.id) ?? []).map((row) => JSON.stringify(dimensions.map((dimension) => row.tags[dimension.key]))));
    figures.set(subject.id, { available: expected.size, remaining: [...expected].filter((key) => !delivered.has(key)).length });
  }
  return figures;
}

function memoized<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
