import { and, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { ClientSeedStep } from '../../../platform/modules/feature-module.js';
import { indicators, indicatorValues } from '../indicators.tables.js';
import { precalculate } from './precalculation.service.js';

/**
 * The demo's figures, computed at start: a full run when the client has indicators with a
 * calculation and no figure yet. It runs at every start after the demo inputs, so once figures
 * exist it does nothing (approvals keep them up to date through the precalculation job). It runs
 * before the job queue starts, hence directly rather than as a job. These first figures stand for
 * the published report: they are dated at its publication, so only later changes (an approval in
 * the running demo) show as "revised".
 */
export const seedIndicatorValuesDemo: ClientSeedStep = async (db, clientId, seed) => {
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
  const publishedAt = seed.settings.report?.published_at;
  if (!publishedAt) return;
  const clientIndicators = db.select({ id: indicators.id }).from(indicators).where(eq(indicators.clientId, clientId));
  await db
    .update(indicatorValues)
    .set({ revisedAt: new Date(publishedAt) })
    .where(inArray(indicatorValues.indicatorId, clientIndicators));
};
