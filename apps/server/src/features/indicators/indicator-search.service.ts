import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import { indicators } from './indicators.tables.js';

/** The stored vectors each language is searched in (generated columns, built by the search_vectors migration's functions). */
const INDICATOR_VECTORS = { en: indicators.searchVectorEn, fr: indicators.searchVectorFr } as const;

/**
 * GET /search's part over indicators: the client's indicators whose stored vector matches `query`, as rows
 * `kind, id, key, name, path, rank` (ts_rank), read through the language's GIN index. Published: everyone finds them.
 */
export function indicatorSearchMatches(clientId: number, locale: Locale, query: SQL): SQL {
  const vector = INDICATOR_VECTORS[locale];
  return sql`select 'indicator' as kind, ${indicators.id} as id, ${indicators.key} as key, ${indicators.name} as name, ${indicators.path} as path, ts_rank(${vector}, ${query}) as rank
    from ${indicators} where ${indicators.clientId} = ${clientId} and ${vector} @@ ${query}`;
}

/**
 * The text a found indicator's excerpt is taken from: its methodology and notes as plain text, built by the
 * function its stored vectors are built with. A scalar subquery on the indicator whose id is `indicatorId`,
 * so it is worked out for the results kept only.
 */
export function indicatorExcerptSource(locale: Locale, indicatorId: SQL): SQL {
  return sql`(select search_indicator_body(${locale}::text, ${indicators.methodology}, ${indicators.notes}) from ${indicators} where ${indicators.id} = ${indicatorId})`;
}
