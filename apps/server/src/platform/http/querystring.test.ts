import { describe, expect, it } from 'vitest';
import { parseQuerystring } from './querystring.js';

describe('parseQuerystring', () => {
  it('reads bracket keys as arrays without their brackets, even with one value', () => {
    expect({ ...parseQuerystring('columns%5B%5D=2020&columns%5B%5D=2021&data%5B%5D=boreal') }).toEqual({
      columns: ['2020', '2021'],
      data: ['boreal'],
    });
  });

  it('leaves plain keys as they are', () => {
    expect({ ...parseQuerystring('page=2&q=aluminium%20smelter&state=a&state=b') }).toEqual({
      page: '2',
      q: 'aluminium smelter',
      state: ['a', 'b'],
    });
  });

  it('gives an object without a prototype, so __proto__ is only a key', () => {
    const parsed = parseQuerystring('__proto__%5B%5D=x');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed['__proto__']).toEqual(['x']);
  });
});
