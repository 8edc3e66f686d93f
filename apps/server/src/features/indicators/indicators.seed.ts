import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import { sanitizeRichTextHtml } from '../../platform/html/sanitize-html.js';
import { indicators } from './indicators.tables.js';

/**
 * A new client's indicators, in the seed's order (its position is the list order), with their units, chart
 * kinds, calculations and methodology (sanitised as any rich text is before it is stored).
 */
export const seedIndicators: ClientSeedStep = async (db, clientId, seed) => {
  if (seed.indicators.length === 0) return;
  const rules = richTextRulesFor(seed.name);
  const html = (value: string | null | undefined) => (value ? sanitizeRichTextHtml(value, rules) : null);
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
        sectionName: indicator.sectionName ?? null,
        subsectionName: indicator.subsectionName ?? null,
        position,
        unit: indicator.unit ?? null,
        chartKind: indicator.chartKind ?? null,
        calculation: indicator.calculation ?? null,
        methodology: { en: html(indicator.methodology?.en), fr: html(indicator.methodology?.fr) },
      })),
    )
    .onConflictDoNothing();
};
