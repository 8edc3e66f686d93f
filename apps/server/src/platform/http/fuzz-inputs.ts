/**
 * Hostile inputs for the fuzz test of every API operation (fuzz.routes.test.ts): a plausible request
 * built from an operation's OpenAPI schemas, and the ways of spoiling one place of it at a time.
 */

/** The parts of JSON Schema (as @fastify/swagger writes the contracts' zod schemas) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `items` picked by `random`, in their original order (all of them when there are fewer). */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const indexes = items.map((_item, index) => index);
  for (let index = indexes.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index]!);
}

const PATTERN_CANDIDATES = ['fuzz', 'a', 'fuzz_key', '2024', '2024-01-01', '2024-01-01T00:00:00.000Z', '/', '/fuzz', '#000000', 'abc', '1', 'A1'];

/** What the schema's own type says a place holds, looking through unions and nullability. */
export function kindOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown';
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.enum?.length) return typeof schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option) return kindOf(option.find((item) => item.type !== 'null'));
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  return type ?? 'unknown';
}

/** A value the schema accepts, or close to it: each property filled, arrays with their minimum of items (at least one). */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return plausibleValue(options.find((item) => item.type !== 'null') ?? options[0], depth);
  if (schema.nullable) return null;
  switch (kindOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = plausibleValue(property, depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => plausibleValue(schema.items, depth + 1));
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.min(Math.max(1, minimum), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function plausibleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.org';
    case 'uri':
      return 'https://example.org/fuzz';
    case 'date':
      return '2024-01-01';
    case 'date-time':
      return '2024-01-01T00:00:00.000Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  const minimum = schema.minLength ?? 1;
  return 'fuzz'.padEnd(minimum, 'z').slice(0, Math.max(minimum, Math.min(4, schema.maxLength ?? 4)));
}

/** A place in a JSON body (its keys from the root) and what its schema says it holds. */
export interface Place {
  path: (string | number)[];
  kind: string;
}

/** Every place of a plausible body worth spoiling: its leaves, its objects and its arrays (the root apart). */
export function placesOf(schema: JsonSchema | undefined, value: unknown, path: (string | number)[] = []): Place[] {
  const places: Place[] = path.length ? [{ path, kind: kindOf(schema) }] : [];
  const resolved = resolveUnion(schema, value);
  if (Array.isArray(value)) value.forEach((item, index) => places.push(...placesOf(resolved?.items, item, [...path, index])));
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) places.push(...placesOf(resolved?.properties?.[name], item, [...path, name]));
  }
  return places;
}

function resolveUnion(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  const options = schema?.anyOf ?? schema?.oneOf ?? schema?.allOf;
  if (!options) return schema;
  const wanted = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return options.find((option) => kindOf(option) === wanted) ?? options[0];
}

/** A copy of `root` with the value at `path` replaced. */
export function replaceAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, value);
  return copy;
}

/** One hostile value, with how the failure message names it. */
export interface Hostile {
  name: string;
  value: unknown;
  /** Input no API route may take in (unsafe text, nesting too deep): the answer must be a refusal (4xx), never a success. */
  mustRefuse?: boolean;
}

/** `levels` objects (or arrays) inside each other. */
export function deeplyNested(levels: number, as: 'object' | 'array' = 'object'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = as === 'object' ? { a: value } : [value];
  return value;
}

const NUL: Hostile = { name: 'NUL byte', value: 'fu\u0000zz', mustRefuse: true };
const LONE_HIGH_SURROGATE: Hostile = { name: 'lone surrogate \\ud800', value: '\ud800', mustRefuse: true };
const LONE_LOW_SURROGATE: Hostile = { name: 'lone surrogate \\udfff', value: 'a\udfffb', mustRefuse: true };
const NUMBERS: Hostile[] = [
  { name: '99999999999', value: 99_999_999_999 },
  { name: '9007199254740991', value: Number.MAX_SAFE_INTEGER },
  { name: '-1', value: -1 },
];
const MORE_NUMBERS: Hostile[] = [
  { name: '2147483648', value: 2_147_483_648 },
  { name: '-2147483649', value: -2_147_483_649 },
  { name: '1e300', value: 1e300 },
  { name: '1.5', value: 1.5 },
];
const WRONG_TYPES: Hostile[] = [
  { name: 'string for a number', value: 'twelve' },
  { name: 'object for a string', value: { a: 'b' } },
  { name: 'array for an object', value: ['a'] },
  { name: 'number for a string', value: 12 },
  { name: 'null', value: null },
  { name: 'boolean', value: true },
];
const ONE_MEGABYTE: Hostile = { name: '1 MB string', value: 'x'.repeat(1_000_000) };
const DEEP: Hostile = { name: 'objects nested 1,000 deep', value: deeplyNested(1000), mustRefuse: true };
const DEEP_ARRAYS: Hostile = { name: 'arrays nested 1,000 deep', value: deeplyNested(1000, 'array'), mustRefuse: true };

/** What each place of a JSON body is always tried with, by the kind its schema says, and a few picked among the rest. */
export function hostileBodyValues(kind: string, random: () => number): Hostile[] {
  const always = kind === 'string' ? [NUL, LONE_HIGH_SURROGATE, ONE_MEGABYTE] : kind === 'integer' || kind === 'number' ? NUMBERS : [];
  const others = [LONE_LOW_SURROGATE, ...MORE_NUMBERS, ...WRONG_TYPES, DEEP, DEEP_ARRAYS];
  return [...always, ...sample(others, 2, random)];
}

/** Whole bodies tried on every operation that reads one. */
export const HOSTILE_BODIES: Hostile[] = [
  DEEP,
  DEEP_ARRAYS,
  { name: 'array for the body', value: [] },
  { name: 'string for the body', value: 'fuzz' },
  { name: 'NUL byte in an unknown property', value: { 'fu\u0000zz': 'fu\u0000zz' }, mustRefuse: true },
];

/** Bodies as written on the wire (too deep for JSON.stringify, not JSON, too large): each must be refused (4xx). */
export const RAW_HOSTILE_BODIES: { name: string; text: string }[] = [
  { name: 'arrays nested 400,000 deep', text: `${'['.repeat(400_000)}${']'.repeat(400_000)}` },
  { name: 'objects nested 100,000 deep around a __proto__ key', text: `${'{"a":'.repeat(100_000)}{"__proto__":{"x":1}}${'}'.repeat(100_000)}` },
  { name: 'a raw NUL byte inside a JSON string', text: '{"name":"fu\u0000zz"}' },
  { name: 'unterminated JSON', text: '{"a":' },
  { name: 'a 2 MB body', text: JSON.stringify({ a: 'x'.repeat(2_000_000) }) },
];

/** Values of a path or query parameter (text on the wire), always tried on each. */
export const HOSTILE_WIRE_VALUES: Hostile[] = [
  { name: 'NUL byte', value: 'fu\u0000zz', mustRefuse: true },
  { name: 'lone surrogate \\ud800', value: '\ud800', mustRefuse: true },
  { name: '99999999999', value: '99999999999' },
  { name: '9007199254740991', value: '9007199254740991' },
  { name: '-1', value: '-1' },
];

/** Values of a path or query parameter, a few of which are tried on each. */
export const MORE_HOSTILE_WIRE_VALUES: Hostile[] = [
  { name: '2147483648', value: '2147483648' },
  { name: '-2147483649', value: '-2147483649' },
  { name: 'empty', value: '' },
  { name: '1e400', value: '1e400' },
  { name: 'text for a number', value: 'twelve' },
  { name: '20,000 characters', value: 'x'.repeat(20_000) },
  { name: 'a repeated parameter', value: ['a', 'b'] },
];

/**
 * Percent-encodes text for a URL as its UTF-8 bytes; a lone surrogate, which UTF-8 cannot hold and
 * encodeURIComponent refuses, is written as the three bytes a careless encoder would send.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index]!);
    }
  }
  return encoded;
}

/** A short, printable account of a hostile value in a failure message. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' && item.length > 60 ? `<${item.length} characters>` : item)) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
