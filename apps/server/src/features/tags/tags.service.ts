import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq } from 'drizzle-orm';
import type { Tag } from '@platform/shared/tags/tags.contract';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { inTreeOrder } from '../../platform/tags/tag-order.js';

const parent = alias(tags, 'parent');

function tagRows(db: Database) {
  return db
    .select({
      id: tags.id,
      key: tags.key,
      name: tags.name,
      dimension: tags.dimension,
      parentId: tags.parentId,
      parentKey: parent.key,
      depth: tags.depth,
      position: tags.position,
    })
    .from(tags)
    .leftJoin(parent, eq(parent.id, tags.parentId));
}

type TagRow = Awaited<ReturnType<typeof tagRows>>[number];

function presentTag(row: TagRow): Tag {
  return { id: row.id, key: row.key, name: row.name, dimension: row.dimension, parent_key: row.parentKey, depth: row.depth };
}

/** The client's tag nodes: dimension by dimension, each tree depth first with siblings by position. */
export async function listTags(db: Database, clientId: number): Promise<Tag[]> {
  const rows = await tagRows(db).where(eq(tags.clientId, clientId));
  return inTreeOrder(rows).map(presentTag);
}

/** One of the client's tag nodes and its children by position; NOT_FOUND for another client's. */
export async function showTag(db: Database, clientId: number, id: number): Promise<{ tag: Tag; children: Tag[] }> {
  const [row] = await tagRows(db).where(and(eq(tags.clientId, clientId), eq(tags.id, id)));
  if (!row) throw notFound('No such tag.');
  const children = await tagRows(db)
    .where(and(eq(tags.clientId, clientId), eq(tags.parentId, id)))
    .orderBy(asc(tags.position), asc(tags.key));
  return { tag: presentTag(row), children: children.map(presentTag) };
}
