import { isProvisionalPeriod } from '@platform/shared/indicators/provisional-periods';
import type { IndicatorData } from '@platform/shared/indicators/indicator.schemas';
import type { Viewer } from './indicator-viewer.js';
import { seesHiddenProvisional, type IndicatorFacts } from './indicators.policy.js';

/** What a viewer is shown of an indicator's provisional periods (those after the latest published edition). */
export interface ProvisionalView {
  /** The last day the latest published edition covers; null before the first. */
  publishedThrough: string | null;
  /** The client hides provisional periods from public visitors, and this viewer is one. */
  hidden: boolean;
  /** Whether a period (an annotation's may be null: every year) is provisional. */
  isProvisional: (period: string | null) => boolean;
}

export function provisionalView(viewer: Viewer, indicator: IndicatorFacts): ProvisionalView {
  const report = viewer.client.settings.report;
  const publishedThrough = report?.published_through ?? null;
  return {
    publishedThrough,
    hidden: report?.hide_provisional === true && publishedThrough !== null && !seesHiddenProvisional(viewer.actor, indicator),
    isProvisional: (period) => period !== null && isProvisionalPeriod(period, publishedThrough),
  };
}

/** The figures without the periods left out, and without the names of nodes only those periods named. */
export function figuresWithout(data: IndicatorData, leftOut: (period: string) => boolean): IndicatorData {
  const rows = data.rows.filter((row) => !leftOut(row.period));
  const named = new Set(rows.flatMap((row) => Object.values(row.tags ?? {})));
  return {
    columns: data.columns.filter((period) => !leftOut(period)),
    rows,
    tags: data.tags.filter((tag) => named.has(tag.key)),
  };
}
