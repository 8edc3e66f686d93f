import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { tags as tagNodes } from '../../../platform/tags/tags.tables.js';
import { inputHistory, inputs, subjects } from '../data-collection.tables.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { searchTextOf } from './search-text.js';

/** A live input a merge would re-tag onto the tags of another live input: the database refuses two such. */
export interface RetagConflict {
  inputId: number;
  /** The live input already carrying the tags the first would get. */
  targetInputId: number;
  subjectKey: string;
  period: string;
}

/** Who re-tags: the super administrator who asked for the migration (kept in each input's history). */
export interface RetagAuthor {
  userId: number | null;
}

const carrying = (dimension: string, nodeKeys: readonly string[]) => inArray(sql`${inputs.tags} ->> ${dimension}`, [...nodeKeys]);

/** The client's inputs (live and deleted alike: a deleted one may be restored) carrying one of `nodeKeys` in `dimension`. */
export async function countInputsCarrying(db: Database, clientId: number, dimension: string, nodeKeys: readonly string[]): Promise<number> {
  if (nodeKeys.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inputs)
    .where(and(eq(inputs.clientId, clientId), carrying(dimension, nodeKeys)));
  return row?.count ?? 0;
}

/**
 * The live inputs carrying `from` in `dimension` that would, carrying `to` instead, have the subject, period and
 * tags of a live input already there (the `inputs_live_unique` index refuses the second): what stops a merge.
 */
export async function retagConflicts(db: Database, clientId: number, dimension: string, from: string, to: string): Promise<RetagConflict[]> {
  const rows = await db
    .select({ id: inputs.id, subjectId: inputs.subjectId, subjectKey: subjects.key, period: inputs.period, tags: inputs.tags, tagSignature: inputs.tagSignature })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.clientId, clientId), isNull(inputs.deletedAt), carrying(dimension, [from, to])))
    .orderBy(inputs.id);
  const placeOf = (row: { subjectId: number; period: string }, signature: string) => `${row.subjectId}|${row.period}|${signature}`;
  const taken = new Map(rows.filter((row) => row.tags[dimension] === to).map((row) => [placeOf(row, row.tagSignature), row.id]));
  return rows.flatMap((row) => {
    if (row.tags[dimension] !== from) return [];
    const target = taken.get(placeOf(row, tagSignatureOf({ ...row.tags, [dimension]: to })));
    return target === undefined ? [] : [{ inputId: row.id, targetInputId: target, subjectKey: row.subjectKey, period: row.period }];
  });
}

/**
 * Re-tags every input (live or deleted) carrying `from` in `dimension` onto `to` (a merge into another node, or a
 * rename of the node's key, the tag rows already written): its tags, tag keys, signature and search text are
 * computed again as entry computes them, its version goes up (an editor open on the old one is told it changed),
 * and its history gets a `retagged` entry with the tags before and after. Run inside the migration's
 * transaction: a live input colliding with another is refused by the database, and the whole migration with it.
 * Answers the ids of the inputs re-tagged.
 */
export async function retagInputs(db: Database, clientId: number, move: { dimension: string; from: string; to: string }, author: RetagAuthor): Promise<number[]> {
  const { dimension, from, to } = move;
  return rewriteInputs(db, clientId, dimension, [from], author, (row) => {
    const next = { ...row.tags, [dimension]: to };
    return { tags: next, change: { from: row.tags, to: next } };
  });
}

/**
 * Records, on every input carrying one of `nodeKeys` in `dimension`, that its node moved in the tree (a site now
 * under another organisation): the tags keep their keys, the tag keys, signature and search text are computed
 * again from the tree as it now is, and the history gets a `retagged` entry whose `tags` change gives, for the
 * dimension, the node's path from below its root before and after. Answers the ids of the inputs concerned.
 */
export async function recordInputsMoved(
  db: Database,
  clientId: number,
  move: { dimension: string; nodeKeys: readonly string[]; pathBefore: (key: string) => string; pathAfter: (key: string) => string },
  author: RetagAuthor,
): Promise<number[]> {
  const { dimension } = move;
  return rewriteInputs(db, clientId, dimension, move.nodeKeys, author, (row) => {
    const key = row.tags[dimension]!;
    return { tags: row.tags, change: { from: { [dimension]: move.pathBefore(key) }, to: { [dimension]: move.pathAfter(key) } } };
  });
}

type InputTags = Record<string, string>;

async function rewriteInputs(
  db: Database,
  clientId: number,
  dimension: string,
  nodeKeys: readonly string[],
  author: RetagAuthor,
  retag: (row: { tags: InputTags }) => { tags: InputTags; change: { from: unknown; to: unknown } },
): Promise<number[]> {
  if (nodeKeys.length === 0) return [];
  const rows = await db
    .select({
      id: inputs.id,
      tags: inputs.tags,
      values: inputs.values,
      state: inputs.state,
      lockVersion: inputs.lockVersion,
      dimensions: subjects.tagDimensions,
      fields: subjects.fields,
    })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.clientId, clientId), carrying(dimension, nodeKeys)))
    .orderBy(inputs.id)
    .for('update', { of: inputs });
  if (rows.length === 0) return [];

  const planned = rows.map((row) => ({ row, ...retag(row) }));
  const keys = [...new Set(planned.flatMap(({ tags }) => Object.values(tags)))];
  const nodes = await db
    .select({ key: tagNodes.key, name: tagNodes.name })
    .from(tagNodes)
    .where(and(eq(tagNodes.clientId, clientId), inArray(tagNodes.key, keys)));
  const nodeByKey = new Map(nodes.map((node) => [node.key, node]));

  const history: (typeof inputHistory.$inferInsert)[] = [];
  for (const { row, tags, change } of planned) {
    const tagKeys = tagKeysOf(tags, row.dimensions);
    const lockVersion = row.lockVersion + 1;
    await db
      .update(inputs)
      .set({
        tags,
        tagKeys,
        tagSignature: tagSignatureOf(tags),
        searchText: searchTextOf(
          tagKeys.flatMap((key) => nodeByKey.get(key) ?? []),
          row.fields,
          row.values,
        ),
        lockVersion,
        updatedAt: new Date(),
      })
      .where(eq(inputs.id, row.id));
    history.push({ inputId: row.id, action: 'retagged', fromState: row.state, toState: row.state, changes: { tags: change }, lockVersion, userId: author.userId });
  }
  for (let start = 0; start < history.length; start += HISTORY_CHUNK) await db.insert(inputHistory).values(history.slice(start, start + HISTORY_CHUNK));
  return rows.map((row) => row.id);
}

// History rows per insert statement (well under PostgreSQL's bound-parameter limit).
const HISTORY_CHUNK = 1000;
