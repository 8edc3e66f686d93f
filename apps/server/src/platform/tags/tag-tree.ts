/** A tag node as the tree needs it. */
export interface TagNode {
  id: number;
  key: string;
  parentId: number | null;
}

/** A client's tag tree, with each node's children: what a user's assigned nodes expand through. */
export interface TagTree {
  keyOf: ReadonlyMap<number, string>;
  children: ReadonlyMap<number, readonly number[]>;
  roots: readonly number[];
}

export function tagTreeOf(nodes: readonly TagNode[]): TagTree {
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const node of nodes) {
    if (node.parentId === null) {
      roots.push(node.id);
      continue;
    }
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node.id);
    else children.set(node.parentId, [node.id]);
  }
  return { keyOf: new Map(nodes.map((node) => [node.id, node.key])), children, roots };
}

/**
 * The tag nodes a user acts for, from the nodes assigned to them: those and everything under them, with
 * whether that is every tag of the client (every root covered). The one expansion of a user's scope.
 */
export function expandTagScope(tree: TagTree, assigned: readonly number[]): { keys: string[]; all: boolean } {
  if (assigned.length === 0) return { keys: [], all: false };
  const covered = new Set<number>();
  const pending = [...assigned];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (covered.has(id)) continue;
    covered.add(id);
    for (const child of tree.children.get(id) ?? []) pending.push(child);
  }
  const keys = [...covered].flatMap((id) => tree.keyOf.get(id) ?? []).sort();
  return { keys, all: tree.roots.every((root) => covered.has(root)) };
}
