import { sql, type SQL } from 'drizzle-orm';
import { WORD_PREFIX_CONFIGURATION } from './text-search-configurations.js';

/*
 * What is searched is stored: each indicator and subject keeps one text search vector per language
 * (search_vector_en, search_vector_fr), indexed with GIN, so a search reads an index instead of
 * folding and parsing every text. The database builds them with the SQL functions of the
 * search_vectors migration (search_folded, search_html_as_text, search_document_vector,
 * search_indicator_vector, search_subject_vector…): indicators' as generated columns, subjects' by
 * triggers (a subject's vector holds its section's name). Changing how texts are folded or weighted
 * is therefore a migration that replaces those functions and rewrites the stored vectors
 * (`update indicators set id = id`, `update subjects set section_id = section_id`).
 */

/**
 * A text in lower case with its accents and ligatures folded to plain letters (`unaccent` is not in
 * PGlite): the stored vectors were folded by the same function, so "emission" finds "émission" and back.
 */
export function folded(text: SQL): SQL {
  return sql`search_folded(${text})`;
}

/**
 * A text search configuration as a literal, never a bound parameter: the query then folds to a
 * constant when planned, so the planner weighs it against the stored vectors' statistics (and picks
 * their GIN index) and ranks every row against it without parsing it again. Names are ours
 * (text-search-configurations), never the caller's; anything else is refused.
 */
export function configurationLiteral(name: string): SQL {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a text search configuration name: ${name}`);
  return sql.raw(`'${name}'::regconfig`);
}

/** A list of SQL pieces joined by an operator, in parentheses (`@@`, `&&` and `||` share one precedence). */
function joined(pieces: SQL[], operator: '||' | '&&'): SQL {
  return sql`(${sql.join(pieces, sql.raw(` ${operator} `))})`;
}

/**
 * Every word typed must be found, stemmed or whole; the last one as a prefix, since it may still be
 * being typed. `words` are letters and digits only (searchWords), so nothing in them is query syntax.
 */
export function matchQuery(configuration: string, words: readonly string[]): SQL {
  return joined(
    words.map((word, index) => {
      const term = sql`${folded(sql`${word}::text`)} || ${index === words.length - 1 ? ':*' : ''}::text`;
      return sql`(to_tsquery(${configurationLiteral(configuration)}, ${term}) || to_tsquery(${configurationLiteral(WORD_PREFIX_CONFIGURATION)}, ${term}))`;
    }),
    '&&',
  );
}

/**
 * What the excerpt is centred on: any word typed, as typed (accents kept, to meet the stored text's
 * accented words) or folded. The excerpt is taken from the original text, accents and all.
 */
export function excerptQuery(configuration: string, words: readonly string[]): SQL {
  return joined(
    words.map((word, index) => {
      const suffix = sql`${index === words.length - 1 ? ':*' : ''}::text`;
      const asTyped = sql`lower(${word}::text) || ${suffix}`;
      const plain = sql`${folded(sql`${word}::text`)} || ${suffix}`;
      return sql`(to_tsquery(${configurationLiteral(configuration)}, ${asTyped}) || to_tsquery(${configurationLiteral(configuration)}, ${plain}))`;
    }),
    '||',
  );
}

/**
 * A few words of `text` around what was found, as plain text: no selection markers are added, and
 * the text is the stored text's words (never the caller's query), so it carries no markup of its own.
 */
export function excerptOf(configuration: string, text: SQL, query: SQL): SQL<string | null> {
  const headline = sql`ts_headline(${configurationLiteral(configuration)}, ${text}, ${query}, 'StartSel="", StopSel="", MinWords=8, MaxWords=24, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')`;
  return sql<string | null>`nullif(btrim(regexp_replace(${headline}, '\\s+', ' ', 'g')), '')`;
}

/** SQLSTATEs that mean full-text search itself is missing: a configuration (42704), a dictionary file (58P01), a function (42883). */
const UNAVAILABLE_STATES = new Set(['42704', '58P01', '42883']);

/** Whether a failed query failed because full-text search is unavailable (the driver's error may be wrapped). */
export function isTextSearchUnavailable(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_STATES.has(code)) return true;
  }
  return false;
}
