import { describe, expect, it } from 'vitest';
import { calculationDefinitionSchema } from './calculation.schemas.js';

describe('calculationDefinitionSchema', () => {
  it('accepts each kind, a ratio with its denominator', () => {
    for (const kind of ['sum', 'average', 'latest'] as const) {
      expect(calculationDefinitionSchema.safeParse({ kind, subject: 'energy', field: 'mwh' }).success).toBe(true);
    }
    const ratio = calculationDefinitionSchema.parse({
      kind: 'ratio',
      subject: 'emissions',
      field: 'tco2',
      denominator: { subject: 'production', field: 'tonnes' },
      breakdown: 'organisation',
      breakdownDepth: 1,
      scale: 1000,
    });
    expect(ratio).toMatchObject({ kind: 'ratio', denominator: { subject: 'production', field: 'tonnes' } });
  });

  it('refuses a ratio without a denominator and an unknown kind', () => {
    expect(calculationDefinitionSchema.safeParse({ kind: 'ratio', subject: 'a', field: 'b' }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ kind: 'median', subject: 'a', field: 'b' }).success).toBe(false);
  });

  it('refuses a breakdown depth without a dimension, a depth below 1 and a scale that is not positive', () => {
    const base = { kind: 'sum', subject: 'a', field: 'b' };
    const noDimension = calculationDefinitionSchema.safeParse({ ...base, breakdownDepth: 1 });
    expect(noDimension.success).toBe(false);
    expect(noDimension.error?.issues[0]?.path).toEqual(['breakdownDepth']);
    expect(calculationDefinitionSchema.safeParse({ ...base, breakdown: 'organisation', breakdownDepth: 0 }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ ...base, scale: 0 }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ ...base, scale: -1 }).success).toBe(false);
  });

  it('refuses blank subject and field keys', () => {
    expect(calculationDefinitionSchema.safeParse({ kind: 'sum', subject: ' ', field: 'b' }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ kind: 'sum', subject: 'a', field: '' }).success).toBe(false);
  });
});
