import { FORMULA_TRIGGERS } from '@platform/shared/exports/export-limits';

/**
 * A text cell as every file we write holds it: text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`,
 * a tab or a carriage return first) gets a leading apostrophe, so opening an export or a template never runs
 * what someone typed into an input (CSV injection). Numbers, dates and booleans are written as they are.
 */
export function safeCell<T>(value: T): T | string {
  if (typeof value !== 'string' || value === '') return value;
  return (FORMULA_TRIGGERS as readonly string[]).includes(value[0]!) ? `'${value}` : value;
}

/** Reads back what `safeCell` wrote: the apostrophe it added is not part of the value. */
export function unsafeCellText(text: string): string {
  return text.length > 1 && text[0] === "'" && (FORMULA_TRIGGERS as readonly string[]).includes(text[1]!) ? text.slice(1) : text;
}
