import { describe, expect, it } from 'vitest';
import { expandTagScope, tagTreeOf } from './tag-tree.js';

// org (1) → a (2) → a1 (4), b (3); kind (5) → steel (6)
const tree = tagTreeOf([
  { id: 1, key: 'org', parentId: null },
  { id: 2, key: 'a', parentId: 1 },
  { id: 3, key: 'b', parentId: 1 },
  { id: 4, key: 'a1', parentId: 2 },
  { id: 5, key: 'kind', parentId: null },
  { id: 6, key: 'steel', parentId: 5 },
]);

describe('expandTagScope', () => {
  it('covers the assigned nodes and everything under them, sorted', () => {
    expect(expandTagScope(tree, [2])).toEqual({ keys: ['a', 'a1'], all: false });
  });

  it('is every tag only when every dimension’s root is covered', () => {
    expect(expandTagScope(tree, [1])).toEqual({ keys: ['a', 'a1', 'b', 'org'], all: false });
    expect(expandTagScope(tree, [1, 5]).all).toBe(true);
  });

  it('covers nothing for a user assigned nothing, or only unknown nodes', () => {
    expect(expandTagScope(tree, [])).toEqual({ keys: [], all: false });
    expect(expandTagScope(tree, [99])).toEqual({ keys: [], all: false });
  });
});
