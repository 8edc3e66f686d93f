import type { InputSeed } from '@platform/shared/clients/client-seed';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { exceedsThreshold } from '@platform/shared/data-collection/variation';
import { demoSubjects, OPEN_PERIOD } from './demo-data-collection.js';
import { HISTORY_YEARS, organisationFigures, siteFigures } from './demo-input-figures.js';
import { VALUES_BY_SUBJECT, type ValuesRow, type YearFigures } from './demo-input-values.js';
import { justificationFor } from './demo-justifications.js';
import { MEMBER_ORGANISATIONS, ORGANISATION_DIMENSION, ORGANISATIONS } from './demo-tags.js';

/** Who enters each member organisation's figures: the demo contributors for two producers, the administrator for the others. */
const AUTHORS: Record<string, { email: string; locale: 'en' | 'fr' }> = {
  [ORGANISATIONS.boreal]: { email: 'contributor@example.org', locale: 'en' },
  [ORGANISATIONS.laurentide]: { email: 'contributor2@example.org', locale: 'fr' },
  [ORGANISATIONS.saintLaurent]: { email: 'admin@example.org', locale: 'en' },
  [ORGANISATIONS.mineraisNordiques]: { email: 'admin@example.org', locale: 'en' },
};

/** The member organisation a tag (an organisation, or one of its sites) belongs to. */
export function organisationOfTag(tag: string): string {
  const organisation = MEMBER_ORGANISATIONS.find((candidate) => tag === candidate || tag.startsWith(`${candidate}_`));
  if (!organisation) throw new Error(`No member organisation for tag ${tag}`);
  return organisation;
}

const authorOf = (tag: string) => AUTHORS[organisationOfTag(tag)]!;

const subjectByKey = new Map(demoSubjects.map((subject) => [subject.key, subject]));

function numberFields(subjectKey: string): FieldDefinition[] {
  return subjectByKey.get(subjectKey)!.fields.filter((field) => field.type === 'number');
}

/** Whether a number moved beyond the subject's threshold since last year (the contributor must then justify it). */
export function variationExceeded(subjectKey: string, previous: FormValues | undefined, values: FormValues): boolean {
  if (!previous) return false;
  const threshold = subjectByKey.get(subjectKey)!.variationThreshold;
  return numberFields(subjectKey).some((field) => {
    const before = previous[field.id];
    const now = values[field.id];
    return typeof before === 'number' && typeof now === 'number' && exceedsThreshold(before, now, threshold);
  });
}

function yearFigures(year: number, figuresYear: (typeof HISTORY_YEARS)[number]): YearFigures {
  const sites = siteFigures(figuresYear);
  return { year, sites, organisations: organisationFigures(figuresYear, sites), localeOf: (tag) => authorOf(tag).locale };
}

const seedOf = (subject: string, period: number, row: ValuesRow, state: InputState, extra: Partial<InputSeed> = {}): InputSeed => ({
  subject,
  period: String(period),
  tags: { [ORGANISATION_DIMENSION]: row.tag },
  values: row.values,
  ...(row.notApplicable ? { notApplicable: row.notApplicable } : {}),
  state,
  by: authorOf(row.tag).email,
  ...extra,
});

const rowKey = (subject: string, tag: string) => `${subject}|${tag}`;

/**
 * Approved inputs 2017–2021 for every member organisation and every smelter running that year;
 * each year's inputs add up to the site's figures for that year. An input whose figure moved beyond
 * the subject's threshold carries the justification its contributor gave.
 */
function historyInputs(): InputSeed[] {
  const seeds: InputSeed[] = [];
  const lastApproved = new Map<string, FormValues>();
  for (const year of HISTORY_YEARS) {
    const figures = yearFigures(year, year);
    for (const subject of demoSubjects) {
      for (const row of VALUES_BY_SUBJECT[subject.key]!(figures)) {
        const previous = lastApproved.get(rowKey(subject.key, row.tag));
        const justification = variationExceeded(subject.key, previous, row.values)
          ? justificationFor(subject.key, row.tag, year, authorOf(row.tag).locale)
          : undefined;
        seeds.push(seedOf(subject.key, year, row, 'approved', justification ? { justification } : {}));
        lastApproved.set(rowKey(subject.key, row.tag), row.values);
      }
    }
  }
  return seeds;
}

interface OpenWork {
  subject: string;
  tag: string;
  state: InputState;
  /** This year's figures against last year's, for every number but percentages. */
  change?: number;
  /** A draft keeps only these fields. */
  only?: string[];
  justification?: string;
  refusalReason?: string;
}

/**
 * 2022, the open period: work in every state across the members. Contributors still owe the rest
 * (Boréal's contributor has energy and PAH rows for all four smelters and production for two). The
 * pre-approver's queue holds the submitted inputs of two-level subjects; the approver's holds the
 * pre-approved ones and the submitted inputs of the one-level subjects.
 */
const OPEN_WORK: OpenWork[] = [
  { subject: 'aluminium_production', tag: 'boreal_alma', state: 'submitted', change: 1.02 },
  { subject: 'aluminium_production', tag: 'boreal_jonquiere', state: 'draft', change: 1.01, only: ['production'] },
  { subject: 'aluminium_production', tag: 'laurentide_becancour', state: 'preapproved', change: 1.03 },
  { subject: 'aluminium_production', tag: 'laurentide_deschambault', state: 'approved', change: 0.99 },
  {
    subject: 'aluminium_production',
    tag: 'laurentide_trois_rivieres',
    state: 'refused',
    change: 1.04,
    refusalReason: 'This is the casthouse output, remelted scrap included: enter only the primary aluminium tapped from the pots.',
  },
  { subject: 'aluminium_production', tag: 'saint_laurent_baie_comeau', state: 'approved', change: 1 },
  { subject: 'aluminium_production', tag: 'saint_laurent_sept_iles', state: 'submitted', change: 1.01 },
  {
    subject: 'ghg_emissions',
    tag: 'boreal_alma',
    state: 'submitted',
    change: 0.82,
    justification: 'The new anode baking furnace commissioned in March 2022 cut process emissions.',
  },
  { subject: 'ghg_emissions', tag: 'boreal_jonquiere', state: 'draft', change: 1.01, only: ['emissions', 'method'] },
  { subject: 'ghg_emissions', tag: 'laurentide_becancour', state: 'preapproved', change: 1.02 },
  { subject: 'ghg_emissions', tag: 'laurentide_deschambault', state: 'submitted', change: 0.98 },
  { subject: 'ghg_emissions', tag: 'saint_laurent_sept_iles', state: 'approved', change: 1 },
  { subject: 'energy_consumption', tag: 'laurentide_becancour', state: 'draft', change: 1.02 },
  { subject: 'energy_consumption', tag: 'saint_laurent_baie_comeau', state: 'preapproved', change: 1.01 },
  { subject: 'pah_emissions', tag: 'laurentide_deschambault', state: 'submitted', change: 0.97 },
  { subject: 'exports', tag: ORGANISATIONS.boreal, state: 'draft', change: 1.05 },
  { subject: 'exports', tag: ORGANISATIONS.laurentide, state: 'submitted', change: 1.04 },
  { subject: 'exports', tag: ORGANISATIONS.saintLaurent, state: 'approved', change: 1.06 },
  { subject: 'exports', tag: ORGANISATIONS.mineraisNordiques, state: 'approved' },
  { subject: 'operating_expenditures', tag: ORGANISATIONS.boreal, state: 'approved', change: 1.03 },
  { subject: 'operating_expenditures', tag: ORGANISATIONS.laurentide, state: 'submitted', change: 1.02 },
  { subject: 'operating_expenditures', tag: ORGANISATIONS.saintLaurent, state: 'submitted', change: 1.01 },
  { subject: 'employees', tag: ORGANISATIONS.boreal, state: 'submitted', change: 1.01 },
  { subject: 'employees', tag: ORGANISATIONS.laurentide, state: 'preapproved', change: 0.99 },
  { subject: 'employees', tag: ORGANISATIONS.saintLaurent, state: 'approved', change: 1 },
  { subject: 'employees', tag: ORGANISATIONS.mineraisNordiques, state: 'draft', change: 1.02 },
  { subject: 'training_hours', tag: ORGANISATIONS.boreal, state: 'submitted', change: 1.08 },
  { subject: 'training_hours', tag: ORGANISATIONS.laurentide, state: 'approved', change: 1.05 },
  {
    subject: 'community_donations',
    tag: ORGANISATIONS.boreal,
    state: 'refused',
    change: 1.12,
    refusalReason: 'The amount includes the employees’ own fundraising campaign: enter only the company’s donations.',
  },
  { subject: 'community_donations', tag: ORGANISATIONS.laurentide, state: 'draft', change: 1.03 },
  { subject: 'payroll', tag: ORGANISATIONS.boreal, state: 'preapproved', change: 1.03 },
  { subject: 'payroll', tag: ORGANISATIONS.saintLaurent, state: 'submitted', change: 1.02 },
];

/** Last year's values moved by `change`, rounded as each number field allows; percentages stay as they were. */
function changed(subjectKey: string, values: FormValues, change: number): FormValues {
  const next: FormValues = { ...values };
  for (const field of numberFields(subjectKey)) {
    const value = values[field.id];
    if (typeof value !== 'number' || field.unit?.en === '%') continue;
    const scale = 10 ** (field.decimals ?? 0);
    next[field.id] = Math.round(value * change * scale) / scale;
  }
  return next;
}

function openInputs(): InputSeed[] {
  const lastYear = HISTORY_YEARS[HISTORY_YEARS.length - 1]!;
  const figures = yearFigures(Number(OPEN_PERIOD), lastYear);
  return OPEN_WORK.map((work) => {
    const row = VALUES_BY_SUBJECT[work.subject]!(figures).find((candidate) => candidate.tag === work.tag);
    if (!row) throw new Error(`No ${work.subject} figures for ${work.tag}`);
    let values = work.change === undefined ? row.values : changed(work.subject, row.values, work.change);
    if (work.only) values = Object.fromEntries(Object.entries(values).filter(([id]) => work.only!.includes(id)));
    return seedOf(work.subject, Number(OPEN_PERIOD), { ...row, values }, work.state, {
      ...(work.justification ? { justification: work.justification } : {}),
      ...(work.refusalReason ? { refusalReason: work.refusalReason } : {}),
    });
  });
}

export const demoInputs: InputSeed[] = [...historyInputs(), ...openInputs()];
