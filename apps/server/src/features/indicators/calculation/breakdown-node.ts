import type { TagTreeNode } from './calculation-types.js';

/**
 * Finds, for a node key an input carries, the node it counts for in a breakdown: the node itself
 * without a depth, else its ancestor at that depth. Null when the node is unknown, belongs to another
 * dimension or sits above the depth asked for: such an input cannot be attributed to one node.
 */
export function breakdownNodeResolver(
  tagTree: readonly TagTreeNode[],
  dimension: string,
  depth: number | undefined,
): (nodeKey: string | undefined) => string | null {
  const byKey = new Map(tagTree.map((node) => [node.key, node]));
  const resolved = new Map<string, string | null>();

  const resolve = (nodeKey: string): string | null => {
    let node = byKey.get(nodeKey);
    if (!node || node.dimension !== dimension) return null;
    if (depth === undefined) return node.key;
    while (node && node.depth > depth) node = node.parentKey === null ? undefined : byKey.get(node.parentKey);
    return node?.depth === depth ? node.key : null;
  };

  // Called once per input and indicator: one map lookup when the node is known.
  return (nodeKey) => {
    if (nodeKey === undefined) return null;
    let node = resolved.get(nodeKey);
    if (node === undefined) {
      node = resolve(nodeKey);
      resolved.set(nodeKey, node);
    }
    return node;
  };
}
