import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { samlRoutes } from './saml.routes.js';

/** SAML sign-in against the client's identity provider. */
export const samlModule: FeatureModule = { name: 'saml', routes: samlRoutes };
