import { useCallback } from 'react';
import type { PermissionPickerItem } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { listOf, permissionNamer } from './permission-names';

/** Writes a list of permission keys as their names in the current language ("See users and Manage roles"). */
export function useRightsList(items: readonly PermissionPickerItem[] | undefined): (keys: readonly string[]) => string {
  const { locale } = useLocale();
  return useCallback(
    (keys: readonly string[]) => {
      const nameOf = permissionNamer(items, locale);
      return listOf(keys.map(nameOf), locale);
    },
    [items, locale],
  );
}
