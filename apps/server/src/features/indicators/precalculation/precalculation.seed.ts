import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { ClientSeedStep } from '../../../platform/modules/feature-module.js';
import { indicators, indicatorValues } from '../indicators.tables.js';
import { precalculate } from './precalculation.service.js';

/**
 * The demo's figures, computed at start: a full run when the client has indicators with a
 * calculation and no figure yet. It runs at every start after the demo inputs, so once figures
 * exist it does nothing (approvals keep them up to date through the precalculation job). It runs
 * before the job queue starts, hence directly rather than as a job.
 */
export const seedIndicatorValuesDemo: ClientSeedStep = async (db, clientId) => {
  const [calculated] = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), isNotNull(indicators.calculation)))
    .limit(1);
  if (!calculated) return;
  const [published] = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(
      and(
        eq(indicators.clientId, clientId),
        exists(db.select({ one: indicatorValues.id }).from(indicatorValues).where(eq(indicatorValues.indicatorId, indicators.id))),
      ),
    )
    .limit(1);
  if (published) return;
  await precalculate(db, clientId);
};
