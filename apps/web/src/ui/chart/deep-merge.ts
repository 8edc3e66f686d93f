type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Chart options with overrides laid over them, later ones winning: objects are merged key by key, anything
 * else (arrays included: a palette or a series list is replaced whole) is taken from the override. The
 * inputs are left untouched.
 */
export function deepMerge<T extends Plain>(base: T, ...overrides: (Plain | null | undefined)[]): T {
  let result: Plain = base;
  for (const override of overrides) {
    if (override) result = mergeTwo(result, override);
  }
  return result as T;
}

function mergeTwo(base: Plain, override: Plain): Plain {
  const merged: Plain = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeTwo(current, value) : value;
  }
  return merged;
}
