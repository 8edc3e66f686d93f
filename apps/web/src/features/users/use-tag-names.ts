import { useMemo } from 'react';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { useTags } from './users-queries';

export interface TagNames {
  /** A tag key's name in the current language (the key itself while the tags load, or for a tag since removed). */
  name(key: string): string;
  /** How a list names a node a user acts for: a whole tree (a dimension's root) says so. */
  label(key: string): string;
  /** Whether other nodes hang under this one (acting for it means acting for them too). */
  hasChildren(key: string): boolean;
}

export function useTagNames(): TagNames {
  const t = useT();
  const { locale } = useLocale();
  const tags = useTags();
  return useMemo(() => {
    const byKey = new Map((tags.data ?? []).map((tag) => [tag.key, tag]));
    const parents = new Set((tags.data ?? []).flatMap((tag) => (tag.parent_key === null ? [] : [tag.parent_key])));
    const name = (key: string) => byKey.get(key)?.name[locale] ?? key;
    return {
      name,
      label: (key) => (byKey.get(key)?.parent_key === null ? t('users.list.wholeTree', { name: name(key) }) : name(key)),
      hasChildren: (key) => parents.has(key),
    };
  }, [tags.data, locale, t]);
}
