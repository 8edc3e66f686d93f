import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { calculationDefinitionSchema } from '@platform/shared/indicators/calculation.schemas';
import type { Indicator, IndicatorData, IndicatorValueRow } from '@platform/shared/indicators/indicator.schemas';
import type { Database } from '../../platform/db/database.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { annotationsOf } from './annotations.service.js';
import { listIndicatorAttachments } from './indicator-attachments.service.js';
import { requireIndicator, type IndicatorRow } from './indicator-row.service.js';
import type { Viewer } from './indicator-viewer.js';
import { indicatorAbilities } from './indicators.policy.js';
import { indicatorValues } from './indicators.tables.js';
import { figuresWithout, provisionalView } from './provisional-figures.js';

/** Narrows the figures: these periods only, these breakdown nodes only (`total` is the total row). */
export interface IndicatorDataQuery {
  columns?: readonly string[];
  data?: readonly string[];
}

/** In `data[]`, the total row (the row without breakdown tags). */
export const TOTAL_ROW = 'total';

const periodOrder = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The indicator with its figures, methodology, notes, annotations and files, for anyone (the public site). Periods
 * after the latest published edition are provisional; where the client hides them from public visitors, a public
 * visitor gets neither their figures, nor their annotations, nor their revision dates.
 */
export async function showIndicator(db: Database, viewer: Viewer, key: string, query: IndicatorDataQuery = {}): Promise<Indicator> {
  const row = await requireIndicator(db, viewer.client.id, key);
  const provisional = provisionalView(viewer, row);
  const leftOut = provisional.hidden ? provisional.isProvisional : () => false;
  const [stored, revisions, annotationList, attachments] = await Promise.all([
    indicatorData(db, row, query),
    revisionsByPeriod(db, row.id),
    annotationsOf(db, row.id),
    listIndicatorAttachments(db, row),
  ]);
  const data = provisional.hidden ? figuresWithout(stored, leftOut) : stored;
  return {
    ...presentDefinition(row),
    data,
    annotations: annotationList.filter((annotation) => !leftOut(annotation.period)),
    attachments,
    revised_at: latestOf(revisions.filter((revision) => !leftOut(revision.period)).map((revision) => revision.at)),
    published_at: viewer.client.settings.report?.published_at ?? null,
    published_through: provisional.publishedThrough,
    provisional_periods: data.columns.filter((period) => provisional.isProvisional(period)),
    hidden_provisional: provisional.hidden,
    abilities: indicatorAbilities(viewer.actor, row),
  };
}

/** The indicator's own fields as the API shows them. A stored calculation that no longer reads as one shows as none. */
export function presentDefinition(row: IndicatorRow) {
  const calculation = row.calculation === null ? null : calculationDefinitionSchema.safeParse(row.calculation);
  return {
    id: row.id,
    key: row.key,
    path: row.path,
    section: row.section,
    subsection: row.subsection,
    name: row.name,
    type: row.type as Indicator['type'],
    custom: row.customComponent,
    unit: row.unit ?? null,
    chart_kind: row.chartKind ?? null,
    calculation: calculation?.success ? calculation.data : null,
    methodology: row.methodology,
    notes: row.notes,
  };
}

/** When the indicator's values of each period last changed (every value, whatever the query narrows). */
async function revisionsByPeriod(db: Database, indicatorId: number): Promise<{ period: string; at: Date | null }[]> {
  return db
    .select({ period: indicatorValues.period, at: max(indicatorValues.revisedAt) })
    .from(indicatorValues)
    .where(eq(indicatorValues.indicatorId, indicatorId))
    .groupBy(indicatorValues.period);
}

/** The newest of these moments, as the API writes it; null when there is none. */
function latestOf(moments: readonly (Date | string | null)[]): string | null {
  const times = moments.flatMap((moment) => (moment === null ? [] : [new Date(moment).getTime()]));
  return times.length === 0 ? null : new Date(Math.max(...times)).toISOString();
}

/**
 * The published figures: rows by period, the total first then each breakdown node in its tree's order;
 * `columns` the periods of those rows; `tags` the names of every node the rows name.
 */
export async function indicatorData(
  db: Database,
  indicator: { id: number; clientId: number },
  query: IndicatorDataQuery = {},
): Promise<IndicatorData> {
  const periods = query.columns;
  if (periods !== undefined && periods.length === 0) return { columns: [], rows: [], tags: [] };
  const stored = await db
    .select()
    .from(indicatorValues)
    .where(and(eq(indicatorValues.indicatorId, indicator.id), periods ? inArray(indicatorValues.period, [...periods]) : undefined));
  const wanted = query.data ? new Set(query.data) : null;
  const kept = stored.filter((value) => {
    if (!wanted) return true;
    const nodes = Object.values(value.tags);
    return nodes.length === 0 ? wanted.has(TOTAL_ROW) : nodes.some((node) => wanted.has(node));
  });

  const nodeKeys = [...new Set(kept.flatMap((value) => Object.values(value.tags)))];
  const nodes =
    nodeKeys.length === 0
      ? []
      : await db
          .select({ key: tags.key, dimension: tags.dimension, name: tags.name, depth: tags.depth, position: tags.position })
          .from(tags)
          .where(and(eq(tags.clientId, indicator.clientId), inArray(tags.key, nodeKeys)))
          .orderBy(asc(tags.dimension), asc(tags.depth), asc(tags.position), asc(tags.key));
  const rank = new Map(nodes.map((node, index) => [node.key, index]));
  const rankOf = (value: (typeof kept)[number]) => {
    const keys = Object.values(value.tags);
    return keys.length === 0 ? -1 : Math.min(...keys.map((key) => rank.get(key) ?? Number.MAX_SAFE_INTEGER));
  };
  kept.sort((a, b) => periodOrder(a.period, b.period) || rankOf(a) - rankOf(b) || a.id - b.id);

  const rows: IndicatorValueRow[] = kept.map((value) => ({
    period: value.period,
    value: value.value,
    ...(Object.keys(value.tags).length === 0 ? {} : { tags: value.tags }),
    revised_at: value.revisedAt.toISOString(),
    not_applicable: value.notApplicableCount,
  }));
  return {
    columns: [...new Set(kept.map((value) => value.period))],
    rows,
    tags: nodes.map((node) => ({ key: node.key, dimension: node.dimension, name: node.name })),
  };
}
