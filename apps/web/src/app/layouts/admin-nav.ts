import { createContext, useContext } from 'react';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { AreaNeeds, NavItem } from '../web-feature';

/** Whether the profile the server sent opens this item (its areas say so; no rule is worked out here). */
export function opens(profile: Pick<Profile, 'areas'>, item: { area?: AreaNeeds }): boolean {
  if (!item.area) return true;
  const areas: readonly string[] = typeof item.area === 'string' ? [item.area] : item.area;
  return areas.some((area) => (profile.areas as readonly string[]).includes(area));
}

/** The label this user reads for an entry. */
export function labelOf(item: NavItem, profile: Pick<Profile, 'approval_role'>): MessageKey {
  return profile.approval_role === 'preapprobator' && item.preapproverLabel ? item.preapproverLabel : item.label;
}

/** The back-office navigation: its features' entries in their order, set by the back-office frame. */
export const AdminNavContext = createContext<readonly NavItem[]>([]);

/** The back-office navigation's entries (every one: filter them with `opens`). */
export function useAdminNav(): readonly NavItem[] {
  return useContext(AdminNavContext);
}
