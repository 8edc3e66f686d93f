import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues.js';
import { messageArguments } from './message-arguments.js';

describe('messageArguments', () => {
  it('names the arguments of plain, plural and nested messages', () => {
    expect(messageArguments('Hello')).toEqual(new Set());
    expect(messageArguments('{label}: {message}')).toEqual(new Set(['label', 'message']));
    expect(messageArguments('{count, plural, one {# item of {owner}} other {# items}}')).toEqual(new Set(['count', 'owner']));
    expect(messageArguments('On {day, date, medium}')).toEqual(new Set(['day']));
    expect(messageArguments("Braces '{'quoted'}' stay text")).toEqual(new Set());
  });

  it('refuses what is not a message', () => {
    expect(messageArguments('{')).toBeNull();
    expect(messageArguments('a } b')).toBeNull();
    expect(messageArguments('{count, plural, one {# item}')).toBeNull();
    expect(messageArguments('{ }')).toBeNull();
  });

  it('reads every text of the catalogues', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const [key, text] of Object.entries(catalogue)) expect(messageArguments(text), key).not.toBeNull();
    }
  });
});
