import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/i18n/locales';
import type { SearchResult } from '@platform/shared/search/search.contract';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { subjectExcerptSource, subjectSearchMatches } from '../data-collection/index.js';
import { indicatorExcerptSource, indicatorSearchMatches } from '../indicators/index.js';
import { searchPolicy } from './search.policy.js';
import { searchWords } from './search-words.js';
import { TEXT_SEARCH_CONFIGURATIONS } from './text-search-configurations.js';
import { excerptOf, excerptQuery, isTextSearchUnavailable, matchQuery } from './text-search.service.js';

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
  const statement = searchStatement(request);
  if (!statement) return [];
  try {
    const answer = await db.execute(statement);
    return (answer as unknown as { rows: SearchResult[] }).rows.map(({ kind, key, name, path, excerpt }) => ({ kind, key, name, path, excerpt }));
  } catch (error) {
    if (isTextSearchUnavailable(error)) throw new AppError('CLIENT_IN_MAINTENANCE', 'Search is not available at the moment.');
    throw error;
  }
}

/** The statement that answers a search, or null for a query with nothing to search (its plan is tested to read the indexes). */
export function searchStatement(request: SearchRequest): SQL | null {
  const words = searchWords(request.query);
  if (words.length === 0) return null;
  const { clientId, locale } = request;
  // Written out in each place it is used rather than computed once in a step of its own: the planner
  // folds it to one constant either way, and only a constant lets it estimate how few rows match.
  const query = matchQuery(TEXT_SEARCH_CONFIGURATIONS[locale], words);
  const matches = [
    indicatorSearchMatches(clientId, locale, query),
    ...(searchPolicy.findsSubjects(request.actor) ? [subjectSearchMatches(clientId, locale, query)] : []),
  ];
  return rankedStatement(sql.join(matches, sql` union all `), locale, words);
}

/**
 * The text an excerpt is taken from, worked out for the results kept only: an indicator's
 * methodology and notes as plain text; a subject's section name, then its fields as the form reads
 * ("Field name: its help · next field…"). Each feature says how its records read, with the functions
 * their stored vectors are built with.
 */
function excerptSource(locale: Locale): SQL {
  return sql`case found.kind
      when 'indicator' then ${indicatorExcerptSource(locale, sql`found.id`)}
      else ${subjectExcerptSource(locale, sql`found.id`)}
    end`;
}

/** The best matches, ranked with ts_rank (names weigh most), and excerpts for those kept. */
function rankedStatement(matches: SQL, locale: Locale, words: readonly string[]): SQL {
  const configuration = TEXT_SEARCH_CONFIGURATIONS[locale];
  return sql`with found as (
      select match.kind, match.id, match.key, match.name, match.path, match.rank
      from (${matches}) as match
      order by match.rank desc, match.name ->> 'en', match.key
      limit ${MAX_SEARCH_RESULTS}
    )
    select found.kind, found.key, found.name, found.path, ${excerptOf(configuration, excerptSource(locale), excerptQuery(configuration, words))} as excerpt
    from found
    order by found.rank desc, found.name ->> 'en', found.key`;
}
