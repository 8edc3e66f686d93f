import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import type { SearchResult } from '@platform/shared/search/search.contract';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { sections, subjects } from '../data-collection/data-collection.tables.js';
import { indicators } from '../indicators/indicators.tables.js';
import { searchPolicy } from './search.policy.js';
import { searchWords } from './search-words.js';
import { TEXT_SEARCH_CONFIGURATIONS } from './text-search-configurations.js';
import { documentVector, excerptOf, folded, excerptQuery, htmlAsText, isTextSearchUnavailable, matchQuery } from './text-search.service.js';

export const MAX_SEARCH_RESULTS = 20;

export interface SearchRequest {
  clientId: number;
  /** Null for a visitor. */
  actor: Actor | null;
  locale: Locale;
  query: string;
}

/**
 * GET /search: the caller's client's indicators, and its subjects for those who may read them,
 * matching every word typed in the caller's language, best first. A query too short to mean
 * anything answers nothing without asking the database.
 */
export async function search(db: Database, request: SearchRequest): Promise<SearchResult[]> {
  const words = searchWords(request.query);
  if (words.length === 0) return [];
  const { clientId, locale } = request;
  const documents = [indicatorDocuments(clientId, locale), ...(searchPolicy.findsSubjects(request.actor) ? [subjectDocuments(clientId, locale)] : [])];
  try {
    const answer = await db.execute(rankedStatement(sql.join(documents, sql` union all `), TEXT_SEARCH_CONFIGURATIONS[locale], words));
    return (answer as unknown as { rows: SearchResult[] }).rows.map(({ kind, key, name, path, excerpt }) => ({ kind, key, name, path, excerpt }));
  } catch (error) {
    if (isTextSearchUnavailable(error)) throw new AppError('CLIENT_IN_MAINTENANCE', 'Search is not available at the moment.');
    throw error;
  }
}

/**
 * The documents searched, one row each: what identifies the result, then its texts by weight
 * (`a_text`: names and keys, `b_text`: the group it belongs to, `c_text`: longer texts) and the text
 * the excerpt is taken from.
 */
function indicatorDocuments(clientId: number, locale: Locale): SQL {
  const body = sql`${htmlAsText(sql`${indicators.methodology} ->> ${locale}::text`)} || ' ' || ${htmlAsText(sql`${indicators.notes} ->> ${locale}::text`)}`;
  return sql`select 'indicator' as kind, ${indicators.key} as key, ${indicators.name} as name, ${indicators.path} as path,
      coalesce(${indicators.name} ->> ${locale}::text, '') || ' ' || ${indicators.key} as a_text, '' as b_text, ${body} as c_text, ${body} as excerpt_source
    from ${indicators} where ${indicators.clientId} = ${clientId}`;
}

/** Live subjects: their name, their section's name, and their fields' names and help texts. */
function subjectDocuments(clientId: number, locale: Locale): SQL {
  // "Field name: its help · next field…", so an excerpt reads as the form does.
  const fieldsText = sql`(select coalesce(string_agg(concat_ws(': ', nullif(field -> 'name' ->> ${locale}::text, ''), nullif(field -> 'help' ->> ${locale}::text, '')), ' · '), '')
    from jsonb_array_elements(${subjects.fields}) as field)`;
  const sectionName = sql`coalesce(${sections.name} ->> ${locale}::text, '')`;
  return sql`select 'subject' as kind, ${subjects.key} as key, ${subjects.name} as name, '/admin/subjects/' || ${subjects.key} as path,
      coalesce(${subjects.name} ->> ${locale}::text, '') as a_text, ${sectionName} as b_text, ${fieldsText} as c_text, ${sectionName} || ' · ' || ${fieldsText} as excerpt_source
    from ${subjects} join ${sections} on ${sections.id} = ${subjects.sectionId}
    where ${subjects.clientId} = ${clientId} and ${subjects.archivedAt} is null`;
}

/**
 * The best matches, ranked with ts_rank (names weigh most). Each document's vector is worked out once
 * (the materialized step), and excerpts only for the results kept.
 */
function rankedStatement(documents: SQL, configuration: string, words: readonly string[]): SQL {
  const vector = documentVector(configuration, [
    { text: sql.raw('plain.a_text'), weight: 'A' },
    { text: sql.raw('plain.b_text'), weight: 'B' },
    { text: sql.raw('plain.c_text'), weight: 'C' },
  ]);
  // `offset 0` keeps the folded texts a step of their own, so each is folded once, not once per use.
  const plainTexts = sql`select ${folded(sql.raw('document.a_text'))} as a_text, ${folded(sql.raw('document.b_text'))} as b_text, ${folded(sql.raw('document.c_text'))} as c_text offset 0`;
  return sql`with terms as (select ${matchQuery(configuration, words)} as query, ${excerptQuery(configuration, words)} as excerpt_query),
    searched as materialized (
      select document.kind, document.key, document.name, document.path, document.excerpt_source, ${vector} as vector
      from (${documents}) as document cross join lateral (${plainTexts}) as plain
    ),
    found as (
      select searched.kind, searched.key, searched.name, searched.path, searched.excerpt_source, ts_rank(searched.vector, terms.query) as rank
      from searched, terms
      where searched.vector @@ terms.query
      order by rank desc, searched.name ->> 'en', searched.key
      limit ${MAX_SEARCH_RESULTS}
    )
    select found.kind, found.key, found.name, found.path, ${excerptOf(configuration, sql.raw('found.excerpt_source'), sql.raw('terms.excerpt_query'))} as excerpt
    from found, terms
    order by found.rank desc, found.name ->> 'en', found.key`;
}
