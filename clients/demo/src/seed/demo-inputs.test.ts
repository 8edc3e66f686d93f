import { describe, expect, it } from 'vitest';
import type { InputSeed, TagSeed } from '@platform/shared/clients/client-seed';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import { DEMO_FIGURES, HYDRO_SHARE, PAH_REDUCTION } from '../content/demo-figures.js';
import { formatNumber } from '../content/format.js';
import { demoSubjects } from './demo-data-collection.js';
import { PAH_1990_TONNES } from './demo-input-figures.js';
import { demoInputs, variationExceeded } from './demo-inputs.js';
import { demoSeed } from './demo-seed.js';
import { demoTags } from './demo-tags.js';

const YEARS = ['2017', '2018', '2019', '2020', '2021'] as const;
const figuresOf = (year: string) => DEMO_FIGURES[Number(year) as keyof typeof DEMO_FIGURES];

function approvedSum(subject: string, field: string, year: string): number {
  return demoInputs
    .filter((input) => input.subject === subject && input.period === year && input.state === 'approved')
    .reduce((sum, input) => sum + (typeof input.values[field] === 'number' ? (input.values[field] as number) : 0), 0);
}

/** The figure as the site prints it (one decimal), from the sum of the inputs in the given unit. */
const shown = (sum: number, unit: number) => formatNumber(sum / unit, 'en', 1);

function nodesAtDepth(roots: readonly TagSeed[], depth: number): string[] {
  let level = [...roots];
  for (let current = 0; current < depth; current++) level = level.flatMap((node) => node.children ?? []);
  return level.map((node) => node.key);
}

describe('the demo inputs', () => {
  it('add up, year by year, to the figures the public site shows', () => {
    for (const year of YEARS) {
      const figures = figuresOf(year);
      expect(shown(approvedSum('aluminium_production', 'production', year), 1e6)).toBe(formatNumber(figures.productionMt, 'en', 1));
      expect(shown(approvedSum('exports', 'value', year), 1e9)).toBe(formatNumber(figures.exportsBillion, 'en', 1));
      expect(shown(approvedSum('operating_expenditures', 'amount', year), 1e9)).toBe(formatNumber(figures.expendituresBillion, 'en', 1));
      expect(approvedSum('operating_expenditures', 'suppliers', year)).toBe(figures.suppliers);
      expect(approvedSum('employees', 'employees', year)).toBe(figures.employees);
      expect(approvedSum('training_hours', 'hours', year)).toBe(figures.trainingHours);
      expect(shown(approvedSum('community_donations', 'amount', year), 1e6)).toBe(formatNumber(figures.donationsMillion, 'en', 1));
      expect(shown(approvedSum('payroll', 'amount', year), 1e9)).toBe(formatNumber(figures.payrollBillion, 'en', 1));
      expect(shown(approvedSum('ghg_emissions', 'emissions', year), 1e6)).toBe(formatNumber(figures.ghgMt, 'en', 1));
      expect(shown(approvedSum('energy_consumption', 'electricity', year), 1e6)).toBe(formatNumber(figures.electricityTWh, 'en', 1));
    }
  });

  it('keep the spec’s hydroelectricity share, carbon intensity and PAH reduction', () => {
    for (const year of YEARS) {
      const energy = demoInputs.filter((input) => input.subject === 'energy_consumption' && input.period === year);
      const electricity = approvedSum('energy_consumption', 'electricity', year);
      const hydro = energy.reduce((sum, input) => sum + (input.values.electricity as number) * (input.values.hydro_share as number), 0) / electricity;
      expect(Math.round(hydro)).toBe(HYDRO_SHARE);
      const intensity = approvedSum('ghg_emissions', 'emissions', year) / approvedSum('aluminium_production', 'production', year);
      expect(Math.round(intensity * 10) / 10).toBeGreaterThanOrEqual(1.9);
      expect(Math.round(intensity * 10) / 10).toBeLessThanOrEqual(2.1);
      expect(1 - approvedSum('pah_emissions', 'emissions', year) / PAH_1990_TONNES).toBeGreaterThan(PAH_REDUCTION / 100);
    }
  });

  it('come from the smelters running each year: ten in 2017, nine from 2018', () => {
    for (const year of YEARS) {
      const sites = demoInputs.filter((input) => input.subject === 'aluminium_production' && input.period === year);
      expect(sites).toHaveLength(figuresOf(year).smelters);
    }
    expect(demoInputs.filter((input) => input.tags.organisation === 'saint_laurent_shawinigan').map((input) => input.period)).toEqual(
      Array(4).fill('2017'),
    );
  });

  it('are valid for their subject’s form, at its tag depth, once per subject, period and tag', () => {
    const bounds = { beginning: demoSeed.settings.dates.beginning_of_time, end: demoSeed.settings.dates.end_of_time };
    const seen = new Set<string>();
    for (const input of demoInputs) {
      const subject = demoSubjects.find((candidate) => candidate.key === input.subject)!;
      expect(subject.periods).toContain(input.period);
      const errors = validateFormValues(subject.fields, input.values, {
        notApplicable: input.notApplicable,
        requireAll: input.state !== 'draft',
        period: input.period,
        dateBounds: bounds,
      });
      expect({ input: `${input.subject} ${input.period} ${input.tags.organisation}`, errors }).toEqual({
        input: `${input.subject} ${input.period} ${input.tags.organisation}`,
        errors: {},
      });
      for (const dimension of subject.tagDimensions) expect(nodesAtDepth(demoTags, dimension.depth)).toContain(input.tags[dimension.key]);
      const key = `${input.subject}|${input.period}|${input.tags.organisation}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it('carry a justification wherever a figure moved beyond its subject’s threshold since the year before', () => {
    const lastApproved = new Map<string, InputSeed>();
    for (const input of demoInputs) {
      const key = `${input.subject}|${input.tags.organisation}`;
      const previous = lastApproved.get(key);
      if (variationExceeded(input.subject, previous?.values, input.values)) {
        expect({ input: `${input.subject} ${input.period} ${input.tags.organisation}`, justification: input.justification }).toEqual({
          input: `${input.subject} ${input.period} ${input.tags.organisation}`,
          justification: expect.any(String),
        });
      }
      if (input.state === 'approved' && input.period !== '2022') lastApproved.set(key, input);
    }
  });

  it('leave 2022 work for every queue: drafts, refusals and contributions owed, submitted and pre-approved inputs', () => {
    const open = demoInputs.filter((input) => input.period === '2022');
    const twoLevels = new Set(demoSubjects.filter((subject) => subject.approvalLevels === 2).map((subject) => subject.key));
    expect(open.some((input) => input.state === 'submitted' && twoLevels.has(input.subject))).toBe(true);
    expect(open.some((input) => input.state === 'preapproved')).toBe(true);
    expect(open.some((input) => input.state === 'submitted' && !twoLevels.has(input.subject))).toBe(true);
    expect(open.filter((input) => input.state === 'refused').every((input) => input.refusalReason)).toBe(true);
    expect(open.some((input) => input.state === 'draft')).toBe(true);
    // The first contributor still owes site-level rows: no 2022 energy figures for any Boréal smelter yet.
    expect(open.filter((input) => input.subject === 'energy_consumption' && input.tags.organisation!.startsWith('boreal_'))).toEqual([]);
  });
});
