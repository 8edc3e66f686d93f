import { TAG_KEY_PATTERN, type TagMigrationBody, type TagMigrationError } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { FieldErrors } from '../../../platform/errors/app-error.js';

/** A tag node as a migration reads the tree. */
export interface MigrationNode {
  id: number;
  key: string;
  dimension: string;
  parentId: number | null;
  depth: number;
  position: number;
}

/** A migration checked against the tree: the nodes it names and what it reaches. */
export interface MigrationPlan {
  kind: TagMigrationBody['kind'];
  /** The node merged, moved or renamed. */
  from: MigrationNode;
  /** merge: the node merged into; move: the new parent; rename: none. */
  to: MigrationNode | null;
  /** rename: the node's new key. */
  newKey: string | null;
  dimension: string;
  /** `from` and every node under it. */
  subtree: MigrationNode[];
  /** move: the nodes above `from` that it leaves (old ancestors) or joins (new ones): whoever acts for them sees it go or come. */
  leftAncestors: MigrationNode[];
  joinedAncestors: MigrationNode[];
  /** move: a node's path below its root, before and after. */
  pathBefore(key: string): string;
  pathAfter(key: string): string;
}

const problem = (error: TagMigrationError, parameters: Record<string, unknown> = {}) => [{ error, ...parameters }];

/**
 * Checks a merge, move or rename against the client's tree: the field errors refusing it (422), or what it does.
 * Nodes keep their depth (an input carries, per dimension, a node at its subject's depth): a merge is between
 * nodes of one depth, and a move puts a node under a node of the depth its parent had.
 */
export function planMigration(nodes: readonly MigrationNode[], body: Pick<TagMigrationBody, 'kind' | 'from' | 'to'>): { plan: MigrationPlan } | { errors: FieldErrors } {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const from = byKey.get(body.from);
  if (!from) return { errors: { from: problem('UNKNOWN') } };
  if (from.parentId === null) return { errors: { from: problem('ROOT') } };

  const ancestorsOf = (node: MigrationNode): MigrationNode[] => {
    const chain: MigrationNode[] = [];
    for (let current = node.parentId === null ? undefined : byId.get(node.parentId); current; current = current.parentId === null ? undefined : byId.get(current.parentId)) {
      chain.push(current);
    }
    return chain;
  };
  const subtree = subtreeOf(nodes, from);
  const base = { kind: body.kind, from, dimension: from.dimension, subtree, leftAncestors: [], joinedAncestors: [], pathBefore: String, pathAfter: String };

  if (body.kind === 'rename') {
    if (body.to === body.from) return { errors: { to: problem('SAME_NODE') } };
    if (!TAG_KEY_PATTERN.test(body.to)) return { errors: { to: problem('INVALID') } };
    if (byKey.has(body.to)) return { errors: { to: problem('TAKEN') } };
    return { plan: { ...base, to: null, newKey: body.to } };
  }

  const to = byKey.get(body.to);
  if (!to) return { errors: { to: problem('UNKNOWN') } };
  if (to.dimension !== from.dimension) return { errors: { to: problem('OTHER_DIMENSION', { dimension: from.dimension }) } };

  if (body.kind === 'merge') {
    if (to.id === from.id) return { errors: { to: problem('SAME_NODE') } };
    if (to.depth !== from.depth) return { errors: { to: problem('OTHER_DEPTH', { depth: from.depth }) } };
    return { plan: { ...base, to, newKey: null } };
  }

  if (subtree.some((node) => node.id === to.id)) return { errors: { to: problem('CYCLE') } };
  if (to.id === from.parentId) return { errors: { to: problem('SAME_PARENT') } };
  if (to.depth !== from.depth - 1) return { errors: { to: problem('OTHER_DEPTH', { depth: from.depth - 1 }) } };
  const before = ancestorsOf(from);
  const after = [to, ...ancestorsOf(to)];
  const beforeIds = new Set(before.map((node) => node.id));
  const afterIds = new Set(after.map((node) => node.id));
  // The path of a node of the subtree below its root, with `from` under the given ancestors.
  const pathUnder = (ancestors: readonly MigrationNode[]) => (key: string) => {
    const node = byKey.get(key);
    if (!node) return key;
    const within = [node, ...ancestorsOf(node)].slice(0, node.depth - from.depth + 1);
    return [...ancestors.filter((ancestor) => ancestor.parentId !== null).reverse(), ...within.reverse()].map((each) => each.key).join('/');
  };
  return {
    plan: {
      ...base,
      to,
      newKey: null,
      leftAncestors: before.filter((node) => !afterIds.has(node.id)),
      joinedAncestors: after.filter((node) => !beforeIds.has(node.id)),
      pathBefore: pathUnder(before),
      pathAfter: pathUnder(after),
    },
  };
}

/** A node and every node under it. */
function subtreeOf(nodes: readonly MigrationNode[], root: MigrationNode): MigrationNode[] {
  const children = new Map<number, MigrationNode[]>();
  for (const node of nodes) if (node.parentId !== null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const found: MigrationNode[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    found.push(node);
    pending.push(...(children.get(node.id) ?? []));
  }
  return found;
}
