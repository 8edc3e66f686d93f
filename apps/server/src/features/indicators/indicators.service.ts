import { asc, eq, max } from 'drizzle-orm';
import type { IndicatorListItem, IndicatorSummary } from '@platform/shared/indicators/indicator-list.schemas';
import type { Database } from '../../platform/db/database.js';
import { indicators, indicatorValues } from './indicators.tables.js';

const LIST_COLUMNS = {
  key: indicators.key,
  path: indicators.path,
  type: indicators.type,
  custom: indicators.customComponent,
  name: indicators.name,
  section_name: indicators.sectionName,
  subsection_name: indicators.subsectionName,
};

/** The client's indicators in the list's order: what every page of the public site is given. */
export async function listIndicators(db: Database, clientId: number): Promise<IndicatorListItem[]> {
  const rows = await db
    .select({
      ...LIST_COLUMNS,
    })
    .from(indicators)
    .where(eq(indicators.clientId, clientId))
    .orderBy(asc(indicators.position), asc(indicators.key));
  return rows.map((row) => ({ ...row, type: row.type as IndicatorListItem['type'] }));
}

/** The list as the back-office shows it: each indicator with its calculation and when its figures last changed, in one query. */
export async function listIndicatorSummaries(db: Database, clientId: number): Promise<IndicatorSummary[]> {
  const rows = await db
    .select({ ...LIST_COLUMNS, calculation: indicators.calculation, revisedAt: max(indicatorValues.revisedAt) })
    .from(indicators)
    .leftJoin(indicatorValues, eq(indicatorValues.indicatorId, indicators.id))
    .where(eq(indicators.clientId, clientId))
    .groupBy(indicators.id)
    .orderBy(asc(indicators.position), asc(indicators.key));
  return rows.map(({ revisedAt, ...row }) => ({
    ...row,
    type: row.type as IndicatorListItem['type'],
    calculation: row.calculation ?? null,
    revised_at: revisedAt ? new Date(revisedAt).toISOString() : null,
  }));
}
