import type { Locale } from '@platform/shared/i18n/locales';
import type { PermissionPickerItem, UserDetail } from '@platform/shared/users/users.schemas';

type EffectiveRight = UserDetail['effective_rights'][number];

export interface RightRow {
  key: string;
  name: string;
  grantedBy: readonly { id: number; name: string }[];
}

export interface RightGroup {
  key: string;
  section: string;
  subsection: string;
  rights: RightRow[];
}

/**
 * The user's rights grouped as the permission picker groups them (section, then subsection, in the
 * catalogue's order), named in the language shown. A right the catalogue does not name (the names could
 * not be read) is shown by its key, in a group of its own at the end.
 */
export function rightGroups(rights: readonly EffectiveRight[], items: readonly PermissionPickerItem[] | undefined, locale: Locale, otherLabel: string): RightGroup[] {
  const held = new Map(rights.map((right) => [right.permission as string, right]));
  const groups: RightGroup[] = [];
  for (const item of items ?? []) {
    const right = held.get(item.key);
    if (!right) continue;
    held.delete(item.key);
    const key = `${item.section.key}/${item.subsection.key}`;
    let group = groups.find((each) => each.key === key);
    if (!group) {
      group = { key, section: item.section.name[locale], subsection: item.subsection.name[locale], rights: [] };
      groups.push(group);
    }
    group.rights.push({ key: item.key, name: item.name[locale], grantedBy: right.granted_by });
  }
  if (held.size > 0) {
    groups.push({ key: 'other', section: otherLabel, subsection: '', rights: [...held.values()].map((right) => ({ key: right.permission, name: right.permission, grantedBy: right.granted_by })) });
  }
  return groups;
}
