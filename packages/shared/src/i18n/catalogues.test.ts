import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.js';
import { LOCALES } from './locales.js';

/** The parts of an ICU syntax tree this test walks (argument names live in `value`). */
interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

/** Literal (0) and pound (7) carry no argument; tags (8) are named too but are not `{placeholders}`. */
const LITERAL = 0;
const POUND = 7;
const TAG = 8;

function argumentNames(nodes: readonly AstNode[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type !== LITERAL && node.type !== POUND && node.type !== TAG && typeof node.value === 'string') {
      names.add(node.value);
    }
    for (const option of Object.values(node.options ?? {})) argumentNames(option.value, names);
    if (node.children) argumentNames(node.children, names);
  }
  return names;
}

function placeholders(message: string, locale: string): string[] {
  const ast = new IntlMessageFormat(message, locale).getAst() as unknown as AstNode[];
  return [...argumentNames(ast)].sort();
}

const { en, fr } = CATALOGUES;
const keys = Object.keys(en) as (keyof typeof en)[];

describe('message catalogues', () => {
  it('has a catalogue for every locale', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it('has exactly the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(CATALOGUES[locale])
        .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
        .map(([key]) => key);
      expect(empty, `empty ${locale} messages`).toEqual([]);
    }
  });

  it('parses every message as ICU', () => {
    const failures: string[] = [];
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(CATALOGUES[locale])) {
        try {
          new IntlMessageFormat(message, locale);
        } catch (error) {
          failures.push(`${locale} ${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses the same placeholders in English and French', () => {
    const mismatches: string[] = [];
    for (const key of keys) {
      const english = placeholders(en[key], 'en');
      const french = placeholders(fr[key], 'fr');
      if (english.join(',') !== french.join(',')) mismatches.push(`${key}: en {${english}} fr {${french}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('finds the placeholders it compares (guards the check above)', () => {
    expect(placeholders(en['validation.field.TOO_SHORT'], 'en')).toEqual(['minimum']);
    expect(placeholders(fr['validation.field.DATE_OUT_OF_RANGE'], 'fr')).toEqual(['beginning', 'end']);
    expect(placeholders(en['ui.form.errorSummary.title'], 'en')).toEqual(['count']);
    expect(placeholders('{a, select, x {{b}} other {{c, number}}}', 'en')).toEqual(['a', 'b', 'c']);
    // An ASCII apostrophe before a brace quotes it: the placeholder is then gone, which the check must see.
    expect(placeholders("l'{x}' {y}", 'fr')).toEqual(['y']);
  });

  it('formats a message with its values in both locales', () => {
    expect(new IntlMessageFormat(en['validation.field.TOO_SHORT'], 'en').format({ minimum: 8 })).toBe(
      'Use at least 8 characters.',
    );
    expect(new IntlMessageFormat(fr['validation.field.TOO_SHORT'], 'fr').format({ minimum: 8 })).toBe(
      'Utilisez au moins 8 caractères.',
    );
  });
});
