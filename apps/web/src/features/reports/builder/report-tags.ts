import type { Locale } from '@platform/shared/i18n/locales';
import type { Tag } from '@platform/shared/tags/tags.contract';

export interface TagDimension {
  /** The root's key: what `default_tags` is keyed by. */
  key: string;
  name: string;
  /** Every node below the root, parents before their children, with how deep each is (1: under the root). */
  nodes: { key: string; name: string; depth: number }[];
}

/**
 * The client's tag trees as the default-tags choice offers them: one per dimension (its root), and in it the
 * organisations with their sites under them. A report's figures are for one node per dimension, or the totals.
 */
export function tagDimensions(tags: readonly Tag[], locale: Locale): TagDimension[] {
  const children = new Map<string | null, Tag[]>();
  for (const tag of tags) children.set(tag.parent_key, [...(children.get(tag.parent_key) ?? []), tag]);
  const byName = (a: Tag, b: Tag) => a.name[locale].localeCompare(b.name[locale], locale);
  const below = (key: string, seen: Set<string>): TagDimension['nodes'] =>
    (children.get(key) ?? [])
      .filter((tag) => !seen.has(tag.key))
      .sort(byName)
      .flatMap((tag) => {
        seen.add(tag.key);
        return [{ key: tag.key, name: tag.name[locale], depth: tag.depth }, ...below(tag.key, seen)];
      });
  return tags
    .filter((tag) => tag.depth === 0)
    .map((root) => ({ key: root.key, name: root.name[locale], nodes: below(root.key, new Set([root.key])) }))
    .filter((dimension) => dimension.nodes.length > 0);
}
