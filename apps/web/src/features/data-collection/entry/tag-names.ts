import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

/** An input's tags by name, in the subject's dimension order ("Alu Nord — Alma"); a leaf the subject does not list shows its key. */
export function tagNames(subject: Pick<Subject, 'tag_dimensions'>, tags: Record<string, string>, locale: Locale): string {
  return subject.tag_dimensions
    .map((dimension) => {
      const key = tags[dimension.key];
      if (key === undefined) return null;
      return dimension.leaves.find((leaf) => leaf.key === key)?.name[locale] ?? key;
    })
    .filter((name): name is string => name !== null)
    .join(' — ');
}
