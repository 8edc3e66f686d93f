import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ConfigIndicator } from '@platform/shared/super-admin/config-document.schemas';
import type { Database } from '../../platform/db/database.js';
import { indicators, indicatorValues } from './indicators.tables.js';

/**
 * Indicators as a configuration document holds them (what they are and how they are computed; their
 * methodology, notes and annotations are written content, edited on their own screens), and the writes applying
 * one. The super administrator's configuration versions read and write indicators only through here.
 */
export async function indicatorDefinitions(db: Database, clientId: number): Promise<ConfigIndicator[]> {
  const rows = await db.select().from(indicators).where(eq(indicators.clientId, clientId)).orderBy(asc(indicators.position), asc(indicators.id));
  return rows.map((row) => ({
    key: row.key,
    path: row.path,
    name: row.name,
    section_name: row.sectionName,
    subsection_name: row.subsectionName,
    type: row.type as ConfigIndicator['type'],
    custom_component: row.customComponent,
    unit: row.unit,
    chart_kind: row.chartKind,
    calculation: row.calculation,
    position: row.position,
  }));
}

/** Indicators that have figures, among these keys: removing one drops its published figures. */
export async function indicatorsWithFigures(db: Database, clientId: number, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: indicators.key, count: count() })
    .from(indicators)
    .innerJoin(indicatorValues, eq(indicatorValues.indicatorId, indicators.id))
    .where(and(eq(indicators.clientId, clientId), inArray(indicators.key, [...keys])))
    .groupBy(indicators.key);
  return rows.filter((row) => row.count > 0).map((row) => row.key);
}

/**
 * Writes the document's indicators over the client's, in the caller's transaction: new ones created, changed ones
 * updated (unchanged rows are not written), those left out deleted with their figures and annotations. An
 * indicator left without a calculation loses its figures; the keys whose calculation changed are answered, for
 * the caller to have them recomputed once the transaction is committed.
 */
export async function writeIndicatorDefinitions(
  tx: Database,
  clientId: number,
  wanted: readonly ConfigIndicator[],
  isSame: (a: unknown, b: unknown) => boolean,
): Promise<{ recalculate: string[] }> {
  const current = new Map((await indicatorDefinitions(tx, clientId)).map((indicator) => [indicator.key, indicator]));
  const wantedKeys = new Set(wanted.map((indicator) => indicator.key));
  const removed = [...current.keys()].filter((key) => !wantedKeys.has(key));
  // Removed first: a kept indicator may take the path a removed one had.
  if (removed.length > 0) await tx.delete(indicators).where(and(eq(indicators.clientId, clientId), inArray(indicators.key, removed)));
  // Paths are unique: moved ones are parked on a temporary path first, so two indicators may swap theirs.
  const moved = wanted.filter((indicator) => current.has(indicator.key) && current.get(indicator.key)!.path !== indicator.path);
  for (const indicator of moved) {
    await tx
      .update(indicators)
      .set({ path: `/indicators/moving/${indicator.key}/${clientId}` })
      .where(and(eq(indicators.clientId, clientId), eq(indicators.key, indicator.key)));
  }

  const recalculate: string[] = [];
  for (const indicator of wanted) {
    const existing = current.get(indicator.key);
    if (existing && isSame(existing, indicator)) continue;
    const [, , section, subsection] = indicator.path.split('/');
    const values = {
      path: indicator.path,
      section: section!,
      subsection: subsection!,
      name: indicator.name,
      sectionName: indicator.section_name,
      subsectionName: indicator.subsection_name,
      type: indicator.type,
      customComponent: indicator.type === 'custom' ? indicator.custom_component : null,
      unit: indicator.unit,
      chartKind: indicator.chart_kind,
      calculation: indicator.calculation,
      position: indicator.position,
      updatedAt: new Date(),
    };
    const calculationChanged = !existing || !isSame(existing.calculation, indicator.calculation);
    if (existing) {
      const [row] = await tx
        .update(indicators)
        .set(values)
        .where(and(eq(indicators.clientId, clientId), eq(indicators.key, indicator.key)))
        .returning({ id: indicators.id });
      if (calculationChanged && indicator.calculation === null) await tx.delete(indicatorValues).where(eq(indicatorValues.indicatorId, row!.id));
    } else {
      await tx.insert(indicators).values({ ...values, clientId, key: indicator.key });
    }
    if (calculationChanged && indicator.calculation !== null) recalculate.push(indicator.key);
  }
  return { recalculate };
}
