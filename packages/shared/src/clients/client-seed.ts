import type { PermissionKey } from '../permissions/permission-catalogue.js';
import type { UserPermissions } from '../profile/profile.schemas.js';
import type { CustomFormat } from '../rich-text/editor-config.schemas.js';
import type { ClientSettings } from './client.schemas.js';
import type { ImagePreload } from './page-preloads.js';

/** What a client package gives the platform to create its tenant on first start. */
export interface ClientSeed {
  name: string;
  title: string;
  settings: ClientSettings;
  roles: { name: string; permissions: PermissionKey[] }[];
  indicators: {
    key: string;
    section: string;
    subsection: string;
    type: 'chart' | 'table' | 'custom';
    path: string;
    customComponent?: string;
    name: { en: string; fr: string };
  }[];
  /** Demo accounts; never created in production. Their password comes from DEMO_PASSWORD. */
  demoAccounts: {
    email: string;
    locale: 'en' | 'fr';
    audience: 'public' | 'private';
    approvalRole: 'preapprobator' | 'approbator' | null;
    isSuperAdmin?: boolean;
    roles: string[];
    permissions: UserPermissions;
  }[];
}

/** What a client package gives the server: its seed and, per page path, the images worth preloading. */
export interface ClientServerPackage {
  seed: ClientSeed;
  imagePreloads(path: string): ImagePreload[];
  /** The rich-text formats the client adds to the editor; stored HTML keeps their classes. */
  richTextFormats?: readonly CustomFormat[];
}
