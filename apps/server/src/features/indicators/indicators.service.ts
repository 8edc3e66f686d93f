import { asc, eq } from 'drizzle-orm';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Database } from '../../platform/db/database.js';
import { indicators } from './indicators.tables.js';

export async function listIndicators(db: Database, clientId: number): Promise<IndicatorListItem[]> {
  const rows = await db
    .select({
      key: indicators.key,
      path: indicators.path,
      type: indicators.type,
      custom: indicators.customComponent,
      name: indicators.name,
      section_name: indicators.sectionName,
      subsection_name: indicators.subsectionName,
    })
    .from(indicators)
    .where(eq(indicators.clientId, clientId))
    .orderBy(asc(indicators.position), asc(indicators.key));
  return rows.map((row) => ({ ...row, type: row.type as IndicatorListItem['type'] }));
}
