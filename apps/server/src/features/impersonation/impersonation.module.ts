import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { impersonationRoutes } from './impersonation.routes.js';
import { can } from '../../platform/permissions/access.js';
import { impersonationPolicy } from './impersonation.policy.js';

/** Impersonation: an administrator acting as another user (or as a public visitor), audited under both identities. */
export const impersonationModule: FeatureModule = {
  name: 'impersonation',
  routes: impersonationRoutes,
  areas: { visitorView: can(impersonationPolicy, 'impersonate') },
};
