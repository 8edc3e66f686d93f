import type { PermissionPickerItem } from '@platform/shared/users/users.schemas';

/** Names of permission keys in a language, from the picker's items (a key the items lack shows as itself). */
export function permissionNamer(items: readonly PermissionPickerItem[] | undefined, locale: 'en' | 'fr'): (key: string) => string {
  const names = new Map((items ?? []).map((item) => [item.key as string, item.name[locale]]));
  return (key) => names.get(key) ?? key;
}

/** A list of names as the language writes it ("a, b and c"). */
export function listOf(names: readonly string[], locale: 'en' | 'fr'): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
