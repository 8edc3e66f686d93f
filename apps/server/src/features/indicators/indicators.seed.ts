import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { indicators } from './indicators.tables.js';

/** A new client's indicators, in the seed's order (its position is the list order). */
export const seedIndicators: ClientSeedStep = async (db, clientId, seed) => {
  if (seed.indicators.length === 0) return;
  await db
    .insert(indicators)
    .values(
      seed.indicators.map((indicator, position) => ({
        clientId,
        key: indicator.key,
        section: indicator.section,
        subsection: indicator.subsection,
        type: indicator.type,
        path: indicator.path,
        customComponent: indicator.customComponent ?? null,
        name: indicator.name,
        position,
      })),
    )
    .onConflictDoNothing();
};
