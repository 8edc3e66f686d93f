import type { ClientSeedStep } from '../../../platform/modules/feature-module.js';

/** The demo's figures, computed at start. To be completed. */
export const seedIndicatorValuesDemo: ClientSeedStep = async () => {};
