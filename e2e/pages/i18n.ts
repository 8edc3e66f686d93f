import { CATALOGUES, type MessageKey } from '@platform/shared/i18n/catalogues';
import type { Locale } from './public-site.page';

/**
 * A text of the app's own catalogue (packages/shared/src/i18n), as the app shows it in that language, with its
 * `{name}` arguments filled in. The back-office journeys find their labels here, so a reworded label changes
 * the app and its journeys together. The messages read this way have plain arguments only (no plural, no select).
 */
export function message(locale: Locale, key: MessageKey, values: Record<string, string> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Every message of one language, bound to it: `const t = messages('fr'); t('admin.home.title')`. */
export function messages(locale: Locale): (key: MessageKey, values?: Record<string, string>) => string {
  return (key, values) => message(locale, key, values);
}

/** The arguments of a catalogue message. */
export type Values = Record<string, string | number>;

/** The text between `text[open]` (a `{`) and its matching `}`, and where that `}` is. */
function braced(text: string, open: number): { inner: string; close: number } {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return { inner: text.slice(open + 1, index), close: index };
  }
  throw new Error(`unbalanced braces in ${text}`);
}

/**
 * A catalogue message as the app shows it: `{name}` arguments and `{name, plural, …}` blocks (the exact `=N`
 * branch, else the language's plural category, else `other`; `#` is the number), anywhere in the text.
 */
export function formatted(locale: Locale, text: string, values: Values): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== '{') {
      out += text[index];
      continue;
    }
    const { inner, close } = braced(text, index);
    index = close;
    const plural = /^(\w+),\s*plural,(.*)$/s.exec(inner);
    if (!plural) {
      const [name, style] = inner.split(/,\s*/);
      const value = values[name!];
      if (value === undefined) out += `{${inner}}`;
      else out += style === 'number' ? new Intl.NumberFormat(locale).format(Number(value)) : String(value);
      continue;
    }
    const count = Number(values[plural[1]!]);
    const branches = new Map<string, string>();
    const body = plural[2]!;
    for (let at = 0; at < body.length; at += 1) {
      const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
      if (!selector) break;
      const branch = braced(body, at + selector[0].length - 1);
      branches.set(selector[1]!, branch.inner);
      at = branch.close;
    }
    const branch = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other')!;
    out += formatted(locale, branch.replace(/#/g, String(count)), values);
  }
  return out;
}

/** A catalogue message of one language as the app shows it, plural blocks and all. */
export function say(locale: Locale, key: MessageKey, values: Values = {}): string {
  return formatted(locale, CATALOGUES[locale][key], values);
}
