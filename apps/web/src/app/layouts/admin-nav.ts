import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { PermissionKey } from '@platform/shared/permissions/permission-catalogue';

interface NavItem {
  to: string;
  label: MessageKey;
  /** Shown only to users holding this permission; none means every signed-in user. */
  needs?: PermissionKey;
}

export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin', label: 'admin.nav.home' },
  { to: '/admin/configuration', label: 'admin.nav.configuration', needs: 'client.configure' },
  { to: '/super_admin', label: 'admin.nav.superAdmin', needs: 'super_admin.access' },
];
