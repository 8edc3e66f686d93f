/** A tag node as lists naming tags show it, with what puts it in its tree's order. */
export interface OrderedTagNode {
  id: number;
  key: string;
  dimension: string;
  parentId: number | null;
  depth: number;
  name: { en: string; fr: string };
  position: number;
}

/**
 * Nodes in the order of their tree (each parent's children by position, depth first), so the sites of
 * one organisation stay together in every list and export.
 */
export function inTreeOrder<T extends OrderedTagNode>(nodes: readonly T[]): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: T): number[] => {
    const path: number[] = [];
    for (let current: T | undefined = node; current; current = current.parentId === null ? undefined : byId.get(current.parentId)) {
      path.unshift(current.position, current.id);
    }
    return path;
  };
  const paths = new Map(nodes.map((node) => [node.id, pathOf(node)]));
  return [...nodes].sort((a, b) => comparePaths(paths.get(a.id)!, paths.get(b.id)!));
}

function comparePaths(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return a.length - b.length;
}
