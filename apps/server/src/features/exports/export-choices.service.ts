import { eq } from 'drizzle-orm';
import type { ExportBody } from '@platform/shared/exports/exports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import type { FieldErrors } from '../../platform/errors/app-error.js';
import { inTreeOrder, type OrderedTagNode } from '../../platform/tags/tag-order.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { subjectsForExport, subjectsPolicy, type ExportSubject } from '../data-collection/index.js';
import { indicatorsForExport, type ExportIndicator } from '../indicators/index.js';

/** What an export of inputs reads, once its choices are checked. */
export interface InputsPlan {
  kind: 'inputs';
  subjects: ExportSubject[];
  /** Subjects were named: each gets its sheet, even without an input. */
  subjectsChosen: boolean;
  periods: string[];
  states: NonNullable<ExportBody['states']>;
  tagsByDimension: Record<string, string[]>;
  /** The client's tag nodes in tree order: dimensions' names (their roots) and the nodes' names. */
  nodes: OrderedTagNode[];
}

/** What an export of indicator figures reads, once its choices are checked. */
export interface IndicatorsPlan {
  kind: 'indicators';
  indicators: ExportIndicator[];
  periods: string[];
  tagsByDimension: Record<string, string[]>;
  nodes: OrderedTagNode[];
}

export type ExportPlan = InputsPlan | IndicatorsPlan;

const invalid = (keys: readonly string[]) => keys.map((key) => ({ error: 'INVALID', key }));

/**
 * Checks an export's choices against what the actor may read now, and says what the export reads: subjects
 * the actor may read (live ones of their client), indicators of their client, tag nodes they act for (each
 * standing for itself and every node under it), periods of the chosen subjects. Empty or missing lists mean
 * everything the actor may read. Lists that do not apply to the kind (indicators for inputs; subjects and
 * states for figures, which are published whatever the inputs' states) are left aside. Answers the plan, or
 * the choices refused, by list (`{ subjects: [{ error: 'INVALID', key }] }`).
 */
export async function planExport(db: Database, actor: Actor, body: ExportBody): Promise<{ plan: ExportPlan } | { invalid: FieldErrors }> {
  const details: FieldErrors = {};
  const nodes = await clientTagNodes(db, actor.client.id);
  const { tagsByDimension, unavailable: tagsRefused } = chosenTags(actor, nodes, body.tags ?? []);
  if (tagsRefused.length > 0) details.tags = invalid(tagsRefused);
  const periods = [...new Set(body.periods ?? [])];

  if (body.kind === 'inputs') {
    if (!subjectsPolicy.can(actor, 'read')) details.kind = invalid(['inputs']);
    const { subjects, unavailable } = await subjectsForExport(db, actor, body.subjects ?? []);
    if (unavailable.length > 0) details.subjects = invalid(unavailable);
    const known = new Set(subjects.flatMap((subject) => subject.periods));
    const unknownPeriods = periods.filter((period) => !known.has(period));
    if (unknownPeriods.length > 0 && subjects.length > 0) details.periods = invalid(unknownPeriods);
    if (Object.keys(details).length > 0) return { invalid: details };
    const plan: InputsPlan = {
      kind: 'inputs',
      subjects,
      subjectsChosen: (body.subjects ?? []).length > 0,
      periods,
      states: [...new Set(body.states ?? [])],
      tagsByDimension,
      nodes,
    };
    return { plan };
  }

  const { indicators, unavailable } = await indicatorsForExport(db, actor.client.id, body.indicators ?? []);
  if (unavailable.length > 0) details.indicators = invalid(unavailable);
  if (Object.keys(details).length > 0) return { invalid: details };
  return { plan: { kind: 'indicators', indicators, periods, tagsByDimension, nodes } };
}

/** Every tag node of the client, in its tree's order (a few thousand at most). */
async function clientTagNodes(db: Database, clientId: number): Promise<OrderedTagNode[]> {
  const rows = await db
    .select({ id: tags.id, key: tags.key, dimension: tags.dimension, parentId: tags.parentId, depth: tags.depth, name: tags.name, position: tags.position })
    .from(tags)
    .where(eq(tags.clientId, clientId));
  return inTreeOrder(rows);
}

/**
 * The chosen nodes the actor acts for, each with every node under it, by dimension; and the keys naming no
 * node of the client, or one outside what the actor acts for.
 */
function chosenTags(actor: Actor, nodes: readonly OrderedTagNode[], keys: readonly string[]): { tagsByDimension: Record<string, string[]>; unavailable: string[] } {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const children = new Map<number, OrderedTagNode[]>();
  for (const node of nodes) {
    if (node.parentId !== null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  const unavailable: string[] = [];
  const covered = new Map<string, Set<string>>();
  for (const key of new Set(keys)) {
    const node = byKey.get(key);
    if (!node || !(actor.allTags || actor.tagLeaves.has(key))) {
      unavailable.push(key);
      continue;
    }
    const dimension = covered.get(node.dimension) ?? new Set<string>();
    covered.set(node.dimension, dimension);
    const pending = [node];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (dimension.has(next.key)) continue;
      dimension.add(next.key);
      pending.push(...(children.get(next.id) ?? []));
    }
  }
  return { tagsByDimension: Object.fromEntries([...covered].map(([dimension, keysOf]) => [dimension, [...keysOf]])), unavailable };
}
