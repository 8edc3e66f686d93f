import type { SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';

/**
 * The one text that makes an input's tags comparable: `dimension=node` pairs ordered by dimension,
 * so the database's unique index refuses a second live input for the same subject, period and tags.
 */
export function tagSignatureOf(tags: Readonly<Record<string, string>>): string {
  return Object.keys(tags)
    .sort()
    .map((dimension) => `${dimension}=${tags[dimension]}`)
    .join('&');
}

/** The node keys of an input's tags, in the subject's dimension order: what the row-level scope tests. */
export function tagKeysOf(tags: Readonly<Record<string, string>>, dimensions: readonly SubjectTagDimension[]): string[] {
  return dimensions.map((dimension) => tags[dimension.key]).filter((key): key is string => key !== undefined);
}
