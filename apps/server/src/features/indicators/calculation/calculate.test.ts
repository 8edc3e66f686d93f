import { describe, expect, it } from 'vitest';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import { calculateIndicator } from './calculate.js';
import type { CalculationInput, TagTreeNode } from './calculation-types.js';

/** organisation → org-a (site-a1 → workshop-a1, site-a2), org-b (site-b1); region is another dimension. */
const tagTree: TagTreeNode[] = [
  { key: 'organisation', parentKey: null, depth: 0, dimension: 'organisation' },
  { key: 'org-a', parentKey: 'organisation', depth: 1, dimension: 'organisation' },
  { key: 'org-b', parentKey: 'organisation', depth: 1, dimension: 'organisation' },
  { key: 'site-a1', parentKey: 'org-a', depth: 2, dimension: 'organisation' },
  { key: 'site-a2', parentKey: 'org-a', depth: 2, dimension: 'organisation' },
  { key: 'site-b1', parentKey: 'org-b', depth: 2, dimension: 'organisation' },
  { key: 'workshop-a1', parentKey: 'site-a1', depth: 3, dimension: 'organisation' },
  { key: 'region', parentKey: null, depth: 0, dimension: 'region' },
  { key: 'europe', parentKey: 'region', depth: 1, dimension: 'region' },
];
const sites = ['site-a1', 'site-a2', 'site-b1'];

let nextId = 1;
function input(
  period: string,
  site: string,
  values: CalculationInput['values'],
  options: { state?: InputState; subjectKey?: string; notApplicable?: CalculationInput['notApplicable'] } = {},
): CalculationInput {
  return {
    id: nextId++,
    subjectKey: options.subjectKey ?? 'energy',
    period,
    tags: { organisation: site },
    values,
    notApplicable: options.notApplicable ?? {},
    state: options.state ?? 'approved',
  };
}

const sumOfMwh: CalculationDefinition = { kind: 'sum', subject: 'energy', field: 'mwh' };

describe('calculateIndicator: sum', () => {
  it('adds the values per period, leaves missing years out and sorts the periods', () => {
    const inputs = [input('2022', 'site-a1', { mwh: 5 }), input('2020', 'site-a1', { mwh: 1 }), input('2020', 'site-b1', { mwh: 2 })];
    const { rows } = calculateIndicator(sumOfMwh, inputs, tagTree);
    expect(rows).toEqual([
      { period: '2020', value: 3 },
      { period: '2022', value: 5 },
    ]);
  });

  it('counts only approved inputs', () => {
    const approved = input('2021', 'site-a1', { mwh: 10 });
    const others = (['draft', 'submitted', 'preapproved', 'refused'] as const).map((state) =>
      input('2021', 'site-a2', { mwh: 1000 }, { state }),
    );
    const onlyUnapproved = input('2022', 'site-a1', { mwh: 7 }, { state: 'submitted' });
    const result = calculateIndicator(sumOfMwh, [approved, ...others, onlyUnapproved], tagTree);
    expect(result.rows).toEqual([{ period: '2021', value: 10 }]);
  });

  it('leaves not-applicable values out and counts them per period', () => {
    const counted = input('2021', 'site-a1', { mwh: 4 });
    const markedA = input('2021', 'site-a2', { mwh: 99 }, { notApplicable: { mwh: 'Site closed' } });
    const markedB = input('2022', 'site-b1', {}, { notApplicable: { mwh: 'No meter' } });
    const otherField = input('2022', 'site-a1', { mwh: 3 }, { notApplicable: { litres: 'No fuel' } });
    const result = calculateIndicator(sumOfMwh, [counted, markedA, markedB, otherField], tagTree);
    expect(result.rows).toEqual([
      { period: '2021', value: 4 },
      { period: '2022', value: 3 },
    ]);
    expect(result.notApplicable).toEqual([
      { period: '2021', count: 1 },
      { period: '2022', count: 1 },
    ]);
  });

  it('keeps zero as a value while a missing, null or non-numeric value gives no row', () => {
    const inputs = [
      input('2020', 'site-a1', { mwh: 0 }),
      input('2021', 'site-a1', { mwh: null }),
      input('2022', 'site-a1', {}),
      input('2023', 'site-a1', { mwh: 'twelve' }),
    ];
    const result = calculateIndicator(sumOfMwh, inputs, tagTree);
    expect(result.rows).toEqual([{ period: '2020', value: 0 }]);
  });

  it('reads only the subject named by the definition', () => {
    const inputs = [input('2021', 'site-a1', { mwh: 2 }), input('2021', 'site-a1', { mwh: 50 }, { subjectKey: 'water' })];
    expect(calculateIndicator(sumOfMwh, inputs, tagTree).rows).toEqual([{ period: '2021', value: 2 }]);
  });

  it('orders periods as numbers when they differ in length', () => {
    const inputs = [input('10', 'site-a1', { mwh: 1 }), input('9', 'site-a1', { mwh: 2 })];
    expect(calculateIndicator(sumOfMwh, inputs, tagTree).rows.map((row) => row.period)).toEqual(['9', '10']);
  });
});

describe('calculateIndicator: breakdown', () => {
  const byOrganisation: CalculationDefinition = { ...sumOfMwh, breakdown: 'organisation', breakdownDepth: 1 };

  it('adds site-level inputs up to their organisation, sorted by period then node', () => {
    const inputs = [
      input('2021', 'site-b1', { mwh: 100 }),
      input('2021', 'site-a2', { mwh: 20 }),
      input('2021', 'site-a1', { mwh: 10 }),
      input('2020', 'site-b1', { mwh: 7 }, { notApplicable: { mwh: 'Not built yet' } }),
      input('2020', 'site-a1', { mwh: 1 }),
    ];
    const result = calculateIndicator(byOrganisation, inputs, tagTree);
    expect(result.rows).toEqual([
      { period: '2020', value: 1, tags: { organisation: 'org-a' } },
      { period: '2021', value: 30, tags: { organisation: 'org-a' } },
      { period: '2021', value: 100, tags: { organisation: 'org-b' } },
    ]);
    expect(result.notApplicable).toEqual([{ period: '2020', count: 1, tags: { organisation: 'org-b' } }]);
  });

  it('climbs more than one level to the depth asked for', () => {
    const inputs = [input('2021', 'workshop-a1', { mwh: 6 }), input('2021', 'site-a2', { mwh: 1 })];
    expect(calculateIndicator(byOrganisation, inputs, tagTree).rows).toEqual([{ period: '2021', value: 7, tags: { organisation: 'org-a' } }]);
  });

  it("uses each input's own node without a depth", () => {
    const inputs = [input('2021', 'site-a2', { mwh: 2 }), input('2021', 'site-a1', { mwh: 1 }), input('2021', 'site-a1', { mwh: 3 })];
    const result = calculateIndicator({ ...sumOfMwh, breakdown: 'organisation' }, inputs, tagTree);
    expect(result.rows).toEqual([
      { period: '2021', value: 4, tags: { organisation: 'site-a1' } },
      { period: '2021', value: 2, tags: { organisation: 'site-a2' } },
    ]);
  });

  it('leaves out inputs whose node is unknown, above the depth asked for or missing from that dimension', () => {
    const counted = input('2021', 'site-a1', { mwh: 1 });
    const inputs = [
      counted,
      input('2021', 'org-b', { mwh: 10 }),
      input('2021', 'site-gone', { mwh: 100 }),
      { ...input('2021', 'site-a1', { mwh: 1000 }), tags: { region: 'europe' } },
    ];
    const result = calculateIndicator({ ...sumOfMwh, breakdown: 'organisation', breakdownDepth: 2 }, inputs, tagTree);
    expect(result.rows).toEqual([{ period: '2021', value: 1, tags: { organisation: 'site-a1' } }]);
  });
});

describe('calculateIndicator: average', () => {
  it('takes the mean of the values given, not of the inputs', () => {
    const inputs = [
      input('2021', 'site-a1', { mwh: 10 }),
      input('2021', 'site-a2', { mwh: 0 }),
      input('2021', 'site-b1', { mwh: null }),
      input('2021', 'site-b1', { mwh: 500 }, { notApplicable: { mwh: 'Estimated elsewhere' } }),
      input('2021', 'site-b1', { mwh: 900 }, { state: 'submitted' }),
      input('2022', 'site-b1', { mwh: 9 }),
    ];
    const { rows } = calculateIndicator({ kind: 'average', subject: 'energy', field: 'mwh' }, inputs, tagTree);
    expect(rows).toEqual([
      { period: '2021', value: 5 },
      { period: '2022', value: 9 },
    ]);
  });

  it('averages per breakdown node', () => {
    const inputs = [input('2021', 'site-a1', { mwh: 1 }), input('2021', 'site-a2', { mwh: 4 }), input('2021', 'site-b1', { mwh: 8 })];
    const definition: CalculationDefinition = { kind: 'average', subject: 'energy', field: 'mwh', breakdown: 'organisation', breakdownDepth: 1 };
    expect(calculateIndicator(definition, inputs, tagTree).rows).toEqual([
      { period: '2021', value: 2.5, tags: { organisation: 'org-a' } },
      { period: '2021', value: 8, tags: { organisation: 'org-b' } },
    ]);
  });
});

describe('calculateIndicator: ratio', () => {
  const intensity: CalculationDefinition = {
    kind: 'ratio',
    subject: 'emissions',
    field: 'tco2',
    denominator: { subject: 'production', field: 'tonnes' },
  };
  const emissions = (period: string, site: string, tco2: number | null) => input(period, site, { tco2 }, { subjectKey: 'emissions' });
  const production = (period: string, site: string, tonnes: number | null) =>
    input(period, site, { tonnes }, { subjectKey: 'production' });

  it('divides the sums of two subjects per period', () => {
    const inputs = [emissions('2021', 'site-a1', 30), emissions('2021', 'site-b1', 10), production('2021', 'site-a1', 100), production('2021', 'site-b1', 100)];
    const result = calculateIndicator(intensity, inputs, tagTree);
    expect(result.rows).toEqual([{ period: '2021', value: 0.2 }]);
  });

  it('is null when the denominator is zero or missing, and absent when neither side has a value', () => {
    const inputs = [
      emissions('2020', 'site-a1', 5),
      production('2020', 'site-a1', 0),
      emissions('2021', 'site-a1', 5),
      production('2022', 'site-a1', 50),
      emissions('2023', 'site-a1', null),
      production('2023', 'site-a1', null),
    ];
    expect(calculateIndicator(intensity, inputs, tagTree).rows).toEqual([
      { period: '2020', value: null },
      { period: '2021', value: null },
      { period: '2022', value: null },
    ]);
  });

  it('divides two fields of the same subject, per organisation', () => {
    const definition: CalculationDefinition = {
      kind: 'ratio',
      subject: 'staff',
      field: 'women',
      denominator: { subject: 'staff', field: 'total' },
      breakdown: 'organisation',
      breakdownDepth: 1,
    };
    const staff = (site: string, women: number, total: number) => input('2021', site, { women, total }, { subjectKey: 'staff' });
    const inputs = [staff('site-a1', 3, 10), staff('site-a2', 2, 10), staff('site-b1', 0, 0)];
    const result = calculateIndicator(definition, inputs, tagTree);
    expect(result.rows).toEqual([
      { period: '2021', value: 0.25, tags: { organisation: 'org-a' } },
      { period: '2021', value: null, tags: { organisation: 'org-b' } },
    ]);
  });
});

describe('calculateIndicator: latest', () => {
  const latest: CalculationDefinition = { kind: 'latest', subject: 'energy', field: 'mwh' };

  it('gives the most recent period that has a value, with its total', () => {
    const inputs = [
      input('2020', 'site-a1', { mwh: 1 }),
      input('2021', 'site-a1', { mwh: 2 }),
      input('2021', 'site-b1', { mwh: 3 }),
      input('2022', 'site-a1', { mwh: null }),
      input('2023', 'site-a1', { mwh: 50 }, { state: 'submitted' }),
    ];
    expect(calculateIndicator(latest, inputs, tagTree).rows).toEqual([{ period: '2021', value: 5 }]);
  });

  it('gives each breakdown node its own latest period', () => {
    const inputs = [input('2020', 'site-b1', { mwh: 7 }), input('2021', 'site-a1', { mwh: 1 }), input('2022', 'site-a2', { mwh: 4 })];
    const definition: CalculationDefinition = { ...latest, breakdown: 'organisation', breakdownDepth: 1 };
    expect(calculateIndicator(definition, inputs, tagTree).rows).toEqual([
      { period: '2020', value: 7, tags: { organisation: 'org-b' } },
      { period: '2022', value: 4, tags: { organisation: 'org-a' } },
    ]);
  });
});

describe('calculateIndicator: scale', () => {
  it('multiplies every value last, and leaves null as null', () => {
    const inputs = [input('2021', 'site-a1', { mwh: 1_500_000 }), input('2021', 'site-a2', { mwh: 2_500_000 })];
    const sum = calculateIndicator({ ...sumOfMwh, scale: 0.000001 }, inputs, tagTree).rows;
    expect(sum).toHaveLength(1);
    expect(sum[0]?.value).toBeCloseTo(4);
    const average = calculateIndicator({ kind: 'average', subject: 'energy', field: 'mwh', scale: 0.001 }, inputs, tagTree).rows;
    expect(average[0]?.value).toBeCloseTo(2000);

    const zeroDenominator = [input('2021', 'site-a1', { a: 1, b: 0 })];
    const ratio: CalculationDefinition = { kind: 'ratio', subject: 'energy', field: 'a', denominator: { subject: 'energy', field: 'b' }, scale: 100 };
    expect(calculateIndicator(ratio, zeroDenominator, tagTree).rows).toEqual([{ period: '2021', value: null }]);
  });
});

/** Mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('calculateIndicator: breakdowns add up to the total', () => {
  const states: InputState[] = ['draft', 'submitted', 'preapproved', 'approved', 'approved', 'approved', 'refused'];

  function randomInputs(random: () => number): CalculationInput[] {
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    return Array.from({ length: Math.floor(random() * 40) }, () => {
      const roll = random();
      const values: CalculationInput['values'] = roll < 0.1 ? { mwh: null } : roll < 0.15 ? {} : { mwh: Math.round(random() * 1000) / 4 - 50 };
      const notApplicable: CalculationInput['notApplicable'] = random() < 0.1 ? { mwh: 'No meter' } : {};
      return input(String(2015 + Math.floor(random() * 8)), pick(sites), values, { state: pick(states), notApplicable });
    });
  }

  it('per period, for random inputs, both by organisation and by site', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const inputs = randomInputs(seededRandom(seed));
      const total = calculateIndicator(sumOfMwh, inputs, tagTree);
      for (const breakdownDepth of [1, 2]) {
        const broken = calculateIndicator({ ...sumOfMwh, breakdown: 'organisation', breakdownDepth }, inputs, tagTree);
        const addedUp = new Map<string, number>();
        for (const row of broken.rows) addedUp.set(row.period, (addedUp.get(row.period) ?? 0) + (row.value ?? Number.NaN));
        expect([...addedUp.keys()], `seed ${seed}`).toEqual(total.rows.map((row) => row.period));
        for (const row of total.rows) expect(addedUp.get(row.period), `seed ${seed}, ${row.period}`).toBeCloseTo(row.value ?? Number.NaN, 9);

        const notApplicableByPeriod = new Map<string, number>();
        for (const each of broken.notApplicable) notApplicableByPeriod.set(each.period, (notApplicableByPeriod.get(each.period) ?? 0) + each.count);
        expect(Object.fromEntries(notApplicableByPeriod), `seed ${seed}`).toEqual(
          Object.fromEntries(total.notApplicable.map((each) => [each.period, each.count])),
        );
      }
    }
  });
});

describe('calculateIndicator: a total row beside a breakdown', () => {
  const byOrganisation = { breakdown: 'organisation', breakdownDepth: 1, total: true } as const;

  it('gives per period a row without tags over the inputs the nodes count, first, beside the nodes', () => {
    const inputs = [
      input('2021', 'site-a1', { mwh: 1 }),
      input('2021', 'site-a2', { mwh: 2 }),
      input('2021', 'site-b1', { mwh: 4 }),
      input('2021', 'site-b1', {}, { notApplicable: { mwh: 'Idle' } }),
      // Not attributable to an organisation: left out of the nodes, so out of the total too.
      { ...input('2021', 'site-a1', { mwh: 1000 }), tags: { region: 'europe' } },
      input('2022', 'site-b1', { mwh: 8 }),
    ];
    const result = calculateIndicator({ ...sumOfMwh, ...byOrganisation }, inputs, tagTree);
    expect(result.rows).toEqual([
      { period: '2021', value: 7 },
      { period: '2021', value: 3, tags: { organisation: 'org-a' } },
      { period: '2021', value: 4, tags: { organisation: 'org-b' } },
      { period: '2022', value: 8 },
      { period: '2022', value: 8, tags: { organisation: 'org-b' } },
    ]);
    expect(result.notApplicable).toEqual([
      { period: '2021', count: 1 },
      { period: '2021', count: 1, tags: { organisation: 'org-b' } },
    ]);
  });

  it('averages every input for an average, and divides the sums for a ratio (not the mean of the nodes)', () => {
    const inputs = [input('2021', 'site-a1', { mwh: 1 }), input('2021', 'site-a2', { mwh: 3 }), input('2021', 'site-b1', { mwh: 8 })];
    const average = calculateIndicator({ ...sumOfMwh, kind: 'average', ...byOrganisation }, inputs, tagTree);
    expect(average.rows[0]).toEqual({ period: '2021', value: 4 });

    const staff = (site: string, women: number, total: number) => input('2021', site, { women, total }, { subjectKey: 'staff' });
    const ratio = calculateIndicator(
      { kind: 'ratio', subject: 'staff', field: 'women', denominator: { subject: 'staff', field: 'total' }, ...byOrganisation },
      [staff('site-a1', 1, 10), staff('site-b1', 9, 10)],
      tagTree,
    );
    expect(ratio.rows).toEqual([
      { period: '2021', value: 0.5 },
      { period: '2021', value: 0.1, tags: { organisation: 'org-a' } },
      { period: '2021', value: 0.9, tags: { organisation: 'org-b' } },
    ]);
  });

  it('is refused without a breakdown, and for a latest value', async () => {
    const { calculationDefinitionSchema } = await import('@platform/shared/indicators/calculation.schemas');
    expect(calculationDefinitionSchema.safeParse({ ...sumOfMwh, total: true }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ ...sumOfMwh, kind: 'latest', ...byOrganisation }).success).toBe(false);
    expect(calculationDefinitionSchema.safeParse({ ...sumOfMwh, ...byOrganisation }).success).toBe(true);
  });
});
