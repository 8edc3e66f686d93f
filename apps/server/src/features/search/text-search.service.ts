import { sql, type SQL } from 'drizzle-orm';
import { WORD_PREFIX_CONFIGURATION } from './text-search-configurations.js';

/**
 * Accented letters and the plain ones they are searched as. `unaccent` is not in PGlite, so both the
 * documents and the query go through the same `translate`: "emission" finds "émission" and back.
 * Only lower-case letters are listed (after `lower`): translate's time grows with the list's length.
 */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';

/** A text in lower case with its accents and ligatures folded to plain letters. */
export function folded(text: SQL): SQL {
  const ligatures = sql`replace(replace(lower(${text}), 'œ', 'oe'), 'æ', 'ae')`;
  return sql`translate(${ligatures}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** Tags that sit inside a word ("<em>CO</em>2") rather than between blocks. */
const INLINE_TAG = `'</?(a|b|i|u|s|em|strong|span|sub|sup|code)(\\s[^>]*)?>'`;

/**
 * Stored rich text as plain words: inline tags vanish, the others become spaces, the entities the
 * server's sanitiser writes are read back (`&amp;` last, so `&amp;lt;` stays the text "&lt;"), and
 * runs of spaces become one. Null reads as no text.
 */
export function htmlAsText(html: SQL): SQL {
  const inlineless = sql`regexp_replace(coalesce(${html}, ''), ${sql.raw(INLINE_TAG)}, '', 'gi')`;
  const tagless = sql`regexp_replace(${inlineless}, '<[^>]*>', ' ', 'g')`;
  const decoded = sql`replace(replace(replace(replace(replace(${tagless}, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return sql`btrim(regexp_replace(${decoded}, '\\s+', ' ', 'g'))`;
}

/** A list of SQL pieces joined by an operator, in parentheses (`@@`, `&&` and `||` share one precedence). */
function joined(pieces: SQL[], operator: '||' | '&&'): SQL {
  return sql`(${sql.join(pieces, sql.raw(` ${operator} `))})`;
}

export type Weight = 'A' | 'B' | 'C';
export interface DocumentPart {
  text: SQL;
  /** A: names and keys; B: the group it belongs to; C: longer texts. ts_rank weighs A highest. */
  weight: Weight;
}

/**
 * A record's searchable text from its parts, already folded (`folded`): each part stemmed in the
 * caller's language and, for words still being typed, kept whole (the language-neutral configuration).
 */
export function documentVector(configuration: string, parts: readonly DocumentPart[]): SQL {
  return joined(
    parts.flatMap(({ text, weight }) => {
      const weightLiteral = sql.raw(`'${weight}'`);
      return [
        sql`setweight(to_tsvector(${configuration}::regconfig, ${text}), ${weightLiteral})`,
        sql`setweight(to_tsvector(${WORD_PREFIX_CONFIGURATION}::regconfig, ${text}), ${weightLiteral})`,
      ];
    }),
    '||',
  );
}

/**
 * Every word typed must be found, stemmed or whole; the last one as a prefix, since it may still be
 * being typed. `words` are letters and digits only (searchWords), so nothing in them is query syntax.
 */
export function matchQuery(configuration: string, words: readonly string[]): SQL {
  return joined(
    words.map((word, index) => {
      const term = sql`${folded(sql`${word}::text`)} || ${index === words.length - 1 ? ':*' : ''}::text`;
      return sql`(to_tsquery(${configuration}::regconfig, ${term}) || to_tsquery(${WORD_PREFIX_CONFIGURATION}::regconfig, ${term}))`;
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
      return sql`(to_tsquery(${configuration}::regconfig, ${asTyped}) || to_tsquery(${configuration}::regconfig, ${plain}))`;
    }),
    '||',
  );
}

/**
 * A few words of `text` around what was found, as plain text: no selection markers are added, and
 * the text is the stored text's words (never the caller's query), so it carries no markup of its own.
 */
export function excerptOf(configuration: string, text: SQL, query: SQL): SQL<string | null> {
  const headline = sql`ts_headline(${configuration}::regconfig, ${text}, ${query}, 'StartSel="", StopSel="", MinWords=8, MaxWords=24, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "')`;
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
