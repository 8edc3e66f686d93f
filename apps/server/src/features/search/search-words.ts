/** Queries shorter than this answer nothing, without asking the database. */
export const MIN_QUERY_LENGTH = 2;
/** More words than this add nothing a person would type into a search box, and only cost time. */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 60;

/**
 * The words of what the caller typed: runs of letters and digits, in order, at most MAX_QUERY_WORDS.
 * Everything else (quotes, `&|!():*<>`, SQL, markup) only separates words, so what reaches the
 * text search query syntax is letters and digits alone and can never be read as an operator.
 */
export function searchWords(query: string): string[] {
  if (query.trim().length < MIN_QUERY_LENGTH) return [];
  const words = query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_QUERY_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}
