import type { FeatureModule } from '../../platform/modules/feature-module.js';

/** SAML sign-in against the client's identity provider. */
export const samlModule: FeatureModule = { name: 'saml' };
