import { useMemo } from 'react';
import type { Tag } from '@platform/shared/tags/tags.contract';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useTags } from './users-queries';

/** A tag key's name in the current language (the key itself while the tags load or for a tag since removed). */
export function useTagNames(): (key: string) => string {
  const { locale } = useLocale();
  const tags = useTags();
  const names = useMemo(() => new Map((tags.data ?? []).map((tag: Tag) => [tag.key, tag.name[locale]])), [tags.data, locale]);
  return (key) => names.get(key) ?? key;
}
