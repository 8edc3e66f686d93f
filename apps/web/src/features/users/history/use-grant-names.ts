import { useCallback } from 'react';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useTagNames } from '../use-tag-names';
import { usePermissionItems } from '../users-queries';

/**
 * Names what a user's history adds and removes as the screens name it: a permission key by its name, a tag
 * key by its organisation's or site's name; a role name (or anything since removed) stays as it is.
 */
export function useGrantNames(): (key: string) => string {
  const { locale } = useLocale();
  const items = usePermissionItems();
  const tagNames = useTagNames();
  const tagName = tagNames.name;
  return useCallback(
    (key: string) => items.data?.find((item) => item.key === key)?.name[locale] ?? tagName(key),
    [items.data, locale, tagName],
  );
}
