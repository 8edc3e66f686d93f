/**
 * A number in [-1, 1) drawn from a label: the demo's small irregularities are deterministic (the
 * same at every start) and independent of the order figures are computed in.
 */
export function noise(label: string): number {
  let hash = 2166136261;
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  // One mulberry32 step spreads the FNV-1a hash over the whole range.
  let t = (hash + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
}

/** `value` moved by at most `spread` (a fraction) in a direction the label decides. */
export function jittered(value: number, spread: number, label: string): number {
  return value * (1 + spread * noise(label));
}

/**
 * Divides a total among keys in proportion to their weights, in whole multiples of `step`, so that
 * the parts add up to the total exactly (largest remainders get the leftover steps).
 */
export function apportion(total: number, weights: ReadonlyMap<string, number>, step = 1): Map<string, number> {
  const divisor = step < 1 ? Math.round(1 / step) : 1;
  const toValue = (units: number) => (step < 1 ? units / divisor : units * step);
  const units = step < 1 ? Math.round(total * divisor) : Math.round(total / step);
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const shares = [...weights].map(([key, weight]) => {
    const exact = (units * weight) / sum;
    return { key, units: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = units - shares.reduce((a, share) => a + share.units, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.key.localeCompare(b.key))) {
    if (left <= 0) break;
    share.units += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.key, toValue(share.units)]));
}
