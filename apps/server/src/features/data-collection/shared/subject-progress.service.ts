import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SubjectProgress, SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { isLocale, type Locale } from '@platform/shared/i18n/locales';
import type { Actor } from '../../../platform/auth/actor.js';
import { roles, userRoles, users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { tags, userTags } from '../../../platform/tags/tags.tables.js';
import { inputsPolicy, inScope } from '../data-collection.policy.js';
import { inputs, subjectContributors, subjects } from '../data-collection.tables.js';

/** One contributor's share of a subject's open period: the inputs expected from them and those still missing. */
export interface ContributorProgress {
  id: number;
  email: string;
  locale: Locale;
  available: number;
  remaining: number;
}

/** Who owes what on one subject for its open period. */
export interface SubjectContributions {
  period: string | null;
  /** Distinct inputs expected from all contributors together (within a scope, those whose nodes all lie in it). */
  available: number;
  remaining: number;
  /** The contributors who may enter data (not archived, holding inputs.write through a role), by email; within a scope, only the users in it. */
  contributors: ContributorProgress[];
  /** How many contributors the subject has, within the scope or not: whether anyone enters it at all. */
  contributorCount: number;
}

/** Whose view of the subjects to work out: without a scope, the whole subjects. */
export interface ContributionsOptions {
  /**
   * Only what this actor may see: the expected inputs whose tag nodes all lie within their scope
   * (whoever is expected to enter them), the delivered ones among the inputs they may list
   * (`inputsPolicy.scope`), and the contributors within their scope (`usersInScope`). Who acts for
   * every tag sees each subject whole.
   */
  scope?: Actor;
  /**
   * This period rather than each subject's open one (reminders chase a named year). A subject that has no
   * such period expects nothing.
   */
  period?: string;
}

/** States in which an expected input counts as delivered; a draft or a refused input is still owed. */
const DELIVERED_STATES = ['submitted', 'preapproved', 'approved'] as const satisfies readonly InputState[];

/**
 * The SQL test "this user holds inputs.write through one of their roles", on `users` in the query.
 * Super administration is an account flag, not a role: it makes nobody a contributor.
 */
export const holdsInputsWrite = (clientId: number) =>
  sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.clientId} = ${clientId} and ${roles.permissions} @> ${JSON.stringify(['inputs.write'])}::jsonb)`;

/**
 * Which of these users lie within the actor's scope: those every tag node of whom (the organisations
 * or sites they act for) is one the actor acts for, the test an input's tags pass (`inScope`), as the
 * users feature lets an administrator act only on accounts within their organisations. A user acting
 * for no tag is within everyone's scope; who acts for every tag sees every user.
 */
export async function usersInScope(db: Database, actor: Actor, userIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (actor.allTags || ids.length === 0) return new Set(ids);
  const rows = await db
    .select({ userId: userTags.userId, key: tags.key })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, ids));
  const keysOf = groupBy(rows, (row) => row.userId);
  return new Set(ids.filter((id) => inScope(actor, (keysOf.get(id) ?? []).map((row) => row.key))));
}

/**
 * Who owes what on each of these subjects of the client, for its open period (the last of its
 * periods). A contributor is expected one input per combination of the subject's tag nodes (one node
 * per dimension, at the subject's depth) within the nodes they act for; an expected input is
 * delivered once a live input for it is submitted, pre-approved or approved. Within a scope
 * (`options.scope`), only the combinations whose nodes all lie in it count, and only the contributors
 * within it are listed. Five queries whatever the number of subjects; the tag trees are walked in
 * memory, as the actor's scope is. Subjects not of the client are absent from the map.
 */
export async function subjectContributions(
  db: Database,
  clientId: number,
  subjectIds: readonly number[],
  options: ContributionsOptions = {},
): Promise<Map<number, SubjectContributions>> {
  const ids = [...new Set(subjectIds)];
  if (ids.length === 0) return new Map();
  const scope = options.scope?.allTags === false ? options.scope : undefined;
  const [subjectRows, contributorRows, assignmentRows, tagRows, deliveredRows] = await Promise.all([
    db
      .select({ id: subjects.id, periods: subjects.periods, dimensions: subjects.tagDimensions })
      .from(subjects)
      .where(and(eq(subjects.clientId, clientId), inArray(subjects.id, ids))),
    db
      .select({ subjectId: subjectContributors.subjectId, id: users.id, email: users.email, locale: users.locale })
      .from(subjectContributors)
      .innerJoin(users, eq(users.id, subjectContributors.userId))
      .where(and(inArray(subjectContributors.subjectId, ids), eq(users.clientId, clientId), isNull(users.archivedAt), holdsInputsWrite(clientId)))
      .orderBy(users.email, users.id),
    db
      .selectDistinct({ userId: userTags.userId, tagId: userTags.tagId, key: tags.key })
      .from(userTags)
      .innerJoin(tags, eq(tags.id, userTags.tagId))
      .innerJoin(subjectContributors, eq(subjectContributors.userId, userTags.userId))
      .where(inArray(subjectContributors.subjectId, ids)),
    db.select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth }).from(tags).where(eq(tags.clientId, clientId)),
    db
      .select({ subjectId: inputs.subjectId, tags: inputs.tags })
      .from(inputs)
      .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
      .where(
        and(
          inArray(inputs.subjectId, ids),
          eq(inputs.clientId, clientId),
          isNull(inputs.deletedAt),
          inArray(inputs.state, [...DELIVERED_STATES]),
          options.period === undefined ? sql`${inputs.period} = ${subjects.periods} ->> -1` : eq(inputs.period, options.period),
          scope ? inputsPolicy.scope!(scope) : undefined,
        ),
      ),
  ]);

  // Within a scope, a combination is expected there only when each of its nodes lies in it.
  const tree = tagTree(tagRows, scope ? (node) => inScope(scope, [node.key]) : undefined);
  const assigned = groupBy(assignmentRows, (row) => row.userId);
  const coveredByUser = new Map<number, Set<number>>();
  const coveredBy = (userId: number) => {
    let covered = coveredByUser.get(userId);
    if (!covered) coveredByUser.set(userId, (covered = tree.under((assigned.get(userId) ?? []).map((row) => row.tagId))));
    return covered;
  };
  // The test of `usersInScope`, on the assignments already read.
  const visible = (userId: number) => !scope || inScope(scope, (assigned.get(userId) ?? []).map((row) => row.key));
  const contributorsOf = groupBy(contributorRows, (row) => row.subjectId);
  const deliveredOf = groupBy(deliveredRows, (row) => row.subjectId);

  const result = new Map<number, SubjectContributions>();
  for (const subject of subjectRows) {
    const period = options.period === undefined ? (subject.periods.at(-1) ?? null) : subject.periods.includes(options.period) ? options.period : null;
    const dimensions = subject.dimensions;
    const delivered = new Set((deliveredOf.get(subject.id) ?? []).map((row) => combinationKey(dimensions.map((dimension) => row.tags[dimension.key]))));
    const expected = new Set<string>();
    const all = (contributorsOf.get(subject.id) ?? []).map((row) => {
      const own = period === null ? [] : expectedCombinations(dimensions, tree, coveredBy(row.id));
      for (const key of own) expected.add(key);
      return {
        id: row.id,
        email: row.email,
        locale: isLocale(row.locale) ? row.locale : 'en',
        available: own.length,
        remaining: own.filter((key) => !delivered.has(key)).length,
      } satisfies ContributorProgress;
    });
    result.set(subject.id, {
      period,
      available: expected.size,
      remaining: [...expected].filter((key) => !delivered.has(key)).length,
      contributors: all.filter((contributor) => visible(contributor.id)),
      contributorCount: all.length,
    });
  }
  return result;
}

/**
 * How many live inputs of each subject's open period are in each of these states, among the inputs the
 * actor may list (`inputsPolicy.scope`): what the approval overview counts. Keyed `<subject id>:<state>`;
 * a pair with no input is absent. One query.
 */
export async function openPeriodInputCounts(
  db: Database,
  actor: Actor,
  subjectIds: readonly number[],
  states: readonly InputState[],
): Promise<Map<`${number}:${InputState}`, number>> {
  if (subjectIds.length === 0 || states.length === 0) return new Map();
  const counts = await db
    .select({ subjectId: inputs.subjectId, state: inputs.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(
      and(
        eq(inputs.clientId, actor.client.id),
        inArray(inputs.subjectId, [...subjectIds]),
        isNull(inputs.deletedAt),
        inArray(inputs.state, [...states]),
        sql`${inputs.period} = ${subjects.periods} ->> -1`,
        inputsPolicy.scope!(actor),
      ),
    )
    .groupBy(inputs.subjectId, inputs.state);
  return new Map(counts.map((row) => [`${row.subjectId}:${row.state}` as const, row.count]));
}

/**
 * The progress the subjects list shows for each subject: its open period, what is expected and
 * missing (within `options.scope`, see subjectContributions), and whether it takes entries now. Whether
 * it does, and how many users may enter it, are facts of the whole subject.
 */
export async function subjectProgress(
  db: Database,
  clientId: number,
  subjectIds: readonly number[],
  options: ContributionsOptions & { forUserId?: number } = {},
): Promise<Map<number, SubjectProgress>> {
  const contributions = await subjectContributions(db, clientId, subjectIds, { scope: options.scope });
  return new Map(
    [...contributions].map(([id, { period, available, remaining, contributors, contributorCount }]) => {
      // A contributor follows their own share: what they are expected to enter, what they still owe.
      const own = options.forUserId === undefined ? undefined : contributors.find((contributor) => contributor.id === options.forUserId);
      return [
        id,
        {
          period,
          available: own?.available ?? available,
          remaining: own?.remaining ?? remaining,
          disabled: period === null || contributorCount === 0,
          available_users: contributorCount,
        },
      ];
    }),
  );
}

interface TagRow {
  id: number;
  key: string;
  dimension: string;
  parentId: number | null;
  depth: number;
}

/**
 * The client's tag trees, to expand assigned nodes to everything under them and find a dimension's
 * nodes at a depth (only those `combined` accepts, when given).
 */
function tagTree(rows: readonly TagRow[], combined?: (node: TagRow) => boolean) {
  const children = groupBy(
    rows.filter((row) => row.parentId !== null),
    (row) => row.parentId!,
  );
  const atDepth = groupBy(combined ? rows.filter(combined) : rows, (row) => `${row.dimension}\u0000${row.depth}`);
  return {
    under(assigned: readonly number[]): Set<number> {
      const covered = new Set<number>();
      const pending = [...assigned];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (covered.has(id)) continue;
        covered.add(id);
        for (const child of children.get(id) ?? []) pending.push(child.id);
      }
      return covered;
    },
    nodesAt: (dimension: SubjectTagDimension): readonly TagRow[] => atDepth.get(`${dimension.key}\u0000${dimension.depth}`) ?? [],
  };
}

/** The keys of the tag combinations (one node per dimension, at its depth) among the covered nodes. */
function expectedCombinations(dimensions: readonly SubjectTagDimension[], tree: ReturnType<typeof tagTree>, covered: ReadonlySet<number>): string[] {
  let combinations: string[][] = [[]];
  for (const dimension of dimensions) {
    const nodes = tree.nodesAt(dimension).filter((node) => covered.has(node.id));
    combinations = combinations.flatMap((combination) => nodes.map((node) => [...combination, node.key]));
  }
  return combinations.map(combinationKey);
}

const combinationKey = (nodeKeys: readonly (string | undefined)[]): string => JSON.stringify(nodeKeys);

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
