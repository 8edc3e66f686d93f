import { parse } from 'fast-querystring';

/**
 * Reads a query string the way the web client writes arrays (`columns[]=2020&columns[]=2021`, spec
 * §7): a key ending in `[]` is read without the brackets and is always an array, even with one
 * value, so a contract declares `columns: z.array(...)` and never sees the wire's spelling. Other
 * keys are read as usual (a repeated plain key is an array).
 */
export function parseQuerystring(query: string): Record<string, unknown> {
  const parsed = parse(query) as Record<string, string | string[]>;
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(parsed)) {
    if (!key.endsWith('[]')) {
      result[key] = value;
      continue;
    }
    const name = key.slice(0, -2);
    const values = Array.isArray(value) ? value : [value];
    const existing = result[name];
    result[name] = Array.isArray(existing) ? [...(existing as string[]), ...values] : values;
  }
  return result;
}
