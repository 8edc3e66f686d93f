import type { ReactElement } from 'react';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals, renderInApp } from '../../../test/render-in-app';

/** The demo's super administrator, reading the interface in `locale`. */
export const superAdminProfile = (locale: 'en' | 'fr' = 'en'): Profile => ({
  id: 1,
  email: 'super@example.org',
  locale,
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: [],
  super_admin: true,
  impersonated_by: null,
  visitor: false,
  areas: ['superAdmin'],
});

/** A screen of the super administrator's area, in the app's providers and its query layer, for the super administrator. */
export function renderAsSuperAdmin(screen: ReactElement, locale: 'en' | 'fr' = 'en') {
  return renderInApp(<QueryLayer>{screen}</QueryLayer>, { globals: demoGlobals({ profile: superAdminProfile(locale) }) });
}
