import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('answers an empty string for no params or only empty ones', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null })).toBe('');
    expect(toQueryString({ columns: [] })).toBe('');
  });

  it('writes scalars as key=value joined by & after a ?', () => {
    expect(toQueryString({ year: 2021, include_archived: true, q: 'co2' })).toBe('?year=2021&include_archived=true&q=co2');
    expect(toQueryString({ draft: false, page: 0, q: '' })).toBe('?draft=false&page=0&q=');
  });

  it('writes arrays in bracket form, one pair per item', () => {
    expect(toQueryString({ columns: ['a', 'b'] })).toBe('?columns%5B%5D=a&columns%5B%5D=b');
    expect(decodeURIComponent(toQueryString({ columns: ['a', 'b'], data: [1, 2] }))).toBe(
      '?columns[]=a&columns[]=b&data[]=1&data[]=2',
    );
  });

  it('skips null and undefined but keeps the other params', () => {
    expect(toQueryString({ a: null, b: 'x', c: undefined, d: 1 })).toBe('?b=x&d=1');
  });

  it('encodes keys and values', () => {
    expect(toQueryString({ q: 'a&b=c d/é?#' })).toBe('?q=a%26b%3Dc%20d%2F%C3%A9%3F%23');
    expect(toQueryString({ 'a b': '1' })).toBe('?a%20b=1');
    expect(toQueryString({ tags: ['x&y', 'z+w'] })).toBe('?tags%5B%5D=x%26y&tags%5B%5D=z%2Bw');
  });

  it('round-trips through URLSearchParams', () => {
    const params = new URLSearchParams(toQueryString({ q: 'a&b=c d', columns: ['x y', 'é'], n: 3 }).slice(1));
    expect(params.get('q')).toBe('a&b=c d');
    expect(params.getAll('columns[]')).toEqual(['x y', 'é']);
    expect(params.get('n')).toBe('3');
  });
});
