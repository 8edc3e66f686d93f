import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, searchWords } from './search-words.js';

describe('searchWords', () => {
  it('answers no words for an empty or one-character query', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords(' é ')).toEqual([]);
  });

  it('keeps letters (accented ones included) and digits, in order', () => {
    expect(searchWords('Émissions de CO2, 2021')).toEqual(['Émissions', 'de', 'CO2', '2021']);
    expect(searchWords('l’eau d\'usine')).toEqual(['l', 'eau', 'd', 'usine']);
  });

  it('reduces query syntax and SQL to plain words', () => {
    expect(searchWords(`'a' & b | !c (d):* <-> "e"`)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords(`x'); drop table indicators; --`)).toEqual(['x', 'drop', 'table', 'indicators']);
    expect(searchWords('<b>gras</b>')).toEqual(['b', 'gras', 'b']);
    expect(searchWords('&|!():*')).toEqual([]);
  });

  it('keeps at most a few words', () => {
    expect(searchWords('un deux trois quatre cinq six sept huit neuf dix')).toHaveLength(MAX_QUERY_WORDS);
  });
});
