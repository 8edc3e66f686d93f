import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { inputs, subjects } from '../data-collection.tables.js';
import { tagKeysOf, tagSignatureOf } from '../entry/input-tags.js';
import { searchTextOf } from '../entry/search-text.js';

export interface TagLeavesCounts {
  inputs: number;
  updated: number;
  unchanged: number;
  unresolved: number;
  conflicts: number;
}

type Node = { id: number; key: string; dimension: string; parentId: number | null; depth: number; name: { en: string; fr: string } };

/**
 * The input's node of each of the subject's dimensions, from the current tree: the node it names, or its
 * ancestor at the subject's depth when it now lies deeper (a site whose organisation became the level entered).
 * Null when a node is missing, belongs to another dimension or lies above the subject's depth.
 */
function leavesOf(tagsOfInput: Readonly<Record<string, string>>, dimensions: readonly { key: string; depth: number }[], byKey: ReadonlyMap<string, Node>, byId: ReadonlyMap<number, Node>): Node[] | null {
  const leaves: Node[] = [];
  for (const dimension of dimensions) {
    let node = byKey.get(tagsOfInput[dimension.key] ?? '');
    while (node && node.depth > dimension.depth && node.parentId !== null) node = byId.get(node.parentId);
    if (!node || node.dimension !== dimension.key || node.depth !== dimension.depth) return null;
    leaves.push(node);
  }
  return leaves;
}

/**
 * Recomputes a live subject's live inputs' tags after a change of the tag tree or of the subject's dimensions:
 * each tag becomes the node at the subject's depth, then `tag_keys`, `tag_signature` and the search text are
 * made again the way an input's creation makes them. An input whose node cannot be placed, or whose new tags
 * would duplicate another live input's, is left as it was and counted. One transaction.
 */
export async function recomputeTagLeaves(db: Database, clientId: number, key: string): Promise<TagLeavesCounts> {
  const [subject] = await db
    .select({ id: subjects.id, fields: subjects.fields, tagDimensions: subjects.tagDimensions })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key), isNull(subjects.archivedAt)));
  if (!subject) throw notFound();
  const nodes: Node[] = await db
    .select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth, name: tags.name })
    .from(tags)
    .where(eq(tags.clientId, clientId));
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const rows = await db
    .select({ id: inputs.id, period: inputs.period, tags: inputs.tags, tagKeys: inputs.tagKeys, tagSignature: inputs.tagSignature, values: inputs.values, searchText: inputs.searchText })
    .from(inputs)
    .where(and(eq(inputs.subjectId, subject.id), isNull(inputs.deletedAt)))
    .orderBy(asc(inputs.id));

  const counts: TagLeavesCounts = { inputs: rows.length, updated: 0, unchanged: 0, unresolved: 0, conflicts: 0 };
  type Change = { id: number; tags: Record<string, string>; tagKeys: string[]; tagSignature: string; searchText: string; slot: string; oldSlot: string };
  const changes: Change[] = [];
  // Where each input left as it was stands (period and signature): a second live input there is a conflict.
  const kept: { slot: string; id: number }[] = [];
  for (const row of rows) {
    const leaves = leavesOf(row.tags, subject.tagDimensions, byKey, byId);
    if (!leaves) {
      counts.unresolved++;
      kept.push({ slot: `${row.period}|${row.tagSignature}`, id: row.id });
      continue;
    }
    const newTags = Object.fromEntries(subject.tagDimensions.map((dimension, index) => [dimension.key, leaves[index]!.key]));
    const change: Change = {
      id: row.id,
      tags: newTags,
      tagKeys: tagKeysOf(newTags, subject.tagDimensions),
      tagSignature: tagSignatureOf(newTags),
      searchText: searchTextOf(leaves, subject.fields, row.values),
      slot: '',
      oldSlot: `${row.period}|${row.tagSignature}`,
    };
    change.slot = `${row.period}|${change.tagSignature}`;
    const same =
      change.tagSignature === row.tagSignature &&
      JSON.stringify(change.tagKeys) === JSON.stringify(row.tagKeys) &&
      JSON.stringify(change.tags) === JSON.stringify(row.tags) &&
      change.searchText === row.searchText;
    if (same) {
      counts.unchanged++;
      kept.push({ slot: change.slot, id: row.id });
    } else changes.push(change);
  }
  // An input left as it was keeps its place, which may be where another wanted to go: settled until no one moves into a taken place.
  let applied = changes;
  for (let settled = false; !settled; ) {
    const taken = new Set(kept.map((entry) => entry.slot));
    const accepted: Change[] = [];
    settled = true;
    for (const change of applied) {
      if (taken.has(change.slot)) {
        counts.conflicts++;
        kept.push({ slot: change.oldSlot, id: change.id });
        settled = false;
      } else {
        taken.add(change.slot);
        accepted.push(change);
      }
    }
    applied = accepted;
  }
  if (applied.length === 0) return counts;
  await db.transaction(async (tx) => {
    // Signatures may swap between inputs: each first steps aside, so the live-input unique index never sees two at once.
    for (const change of applied) await tx.update(inputs).set({ tagSignature: `~${change.id}` }).where(eq(inputs.id, change.id));
    for (const change of applied) {
      await tx
        .update(inputs)
        .set({ tags: change.tags, tagKeys: change.tagKeys, tagSignature: change.tagSignature, searchText: change.searchText })
        .where(eq(inputs.id, change.id));
    }
  });
  counts.updated = applied.length;
  return counts;
}
