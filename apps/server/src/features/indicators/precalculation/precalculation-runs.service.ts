import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { precalculationRuns } from '../indicators.tables.js';

/** One precalculation run as recorded: what it covered, when, what it changed and what it could not compute. */
export type PrecalculationRun = typeof precalculationRuns.$inferSelect;

/** A client's precalculation runs: the row filter every listing of them goes through. */
export function precalculationRunsOf(clientId: number): SQL {
  return eq(precalculationRuns.clientId, clientId);
}

/** One page of the client's precalculation runs, newest first, with how many there are in all. */
export async function precalculationRunsPage(
  db: Database,
  clientId: number,
  page: { page: number; perPage: number },
): Promise<{ runs: PrecalculationRun[]; total: number }> {
  const scope = precalculationRunsOf(clientId);
  const [runs, [total]] = await Promise.all([
    db
      .select()
      .from(precalculationRuns)
      .where(scope)
      .orderBy(desc(precalculationRuns.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(precalculationRuns).where(scope),
  ]);
  return { runs, total: total?.total ?? 0 };
}
