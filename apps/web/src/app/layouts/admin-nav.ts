import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { WEB_FEATURES } from '../../features';

/** What opens a back-office area: a permission key, or super administration (an account flag). */
export type AreaNeeds = PermissionKey | 'super_admin';

export interface NavItem {
  to: string;
  label: MessageKey;
  /** The label a pre-approver reads instead (spec §6: 'preapprobator' gets pre-approval titles). */
  preapproverLabel?: MessageKey;
  /** Shown only to users holding this permission (or one of these; super administrators hold all); none means every signed-in user. */
  needs?: AreaNeeds | readonly AreaNeeds[];
}

/** What a back-office route declares in its `handle`: the frame shows access denied to a user it does not open to. */
export interface AdminRouteHandle {
  needs?: AreaNeeds | readonly AreaNeeds[];
}

/** Whether the profile the server sent opens this item (its abilities say so; no rule is worked out here). */
export function opens(profile: Pick<Profile, 'abilities' | 'super_admin'>, item: { needs?: AreaNeeds | readonly AreaNeeds[] }): boolean {
  if (!item.needs) return true;
  const needs: readonly AreaNeeds[] = typeof item.needs === 'string' ? [item.needs] : item.needs;
  return needs.some((need) => (need === 'super_admin' ? profile.super_admin : profile.abilities.includes(need)));
}

/** The label this user reads for an entry. */
export function labelOf(item: NavItem, profile: Pick<Profile, 'approval_role'>): MessageKey {
  return profile.approval_role === 'preapprobator' && item.preapproverLabel ? item.preapproverLabel : item.label;
}

/** The back-office navigation: the features' entries, in the features' order. */
export const ADMIN_NAV: readonly NavItem[] = WEB_FEATURES.flatMap((feature) => feature.nav ?? []);
