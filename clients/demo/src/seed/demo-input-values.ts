import type { FormValues, LocalizedText, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import { noise } from './demo-apportion.js';
import type { OrganisationYearFigures, SiteYearFigures } from './demo-input-figures.js';
import { DISPUTE_SITE } from './demo-input-figures.js';
import { ORGANISATIONS } from './demo-tags.js';

/** One tag's values for a subject and a year, in the language of whoever enters them. */
export interface ValuesRow {
  tag: string;
  values: FormValues;
  notApplicable?: NotApplicable;
}

export interface YearFigures {
  year: number;
  sites: ReadonlyMap<string, SiteYearFigures>;
  organisations: ReadonlyMap<string, OrganisationYearFigures>;
  localeOf(tag: string): 'en' | 'fr';
}

const MAIN_PRODUCT: Record<string, string> = {
  boreal_alma: 'ingot',
  boreal_jonquiere: 'billet',
  boreal_la_baie: 'slab',
  boreal_laterriere: 'ingot',
  laurentide_becancour: 'slab',
  laurentide_deschambault: 'billet',
  laurentide_trois_rivieres: 'wire_rod',
  saint_laurent_baie_comeau: 'billet',
  saint_laurent_sept_iles: 'ingot',
  saint_laurent_shawinigan: 'ingot',
};

const OTHER_ENERGY: Record<string, string[]> = {
  laurentide_becancour: ['natural_gas'],
  laurentide_deschambault: ['natural_gas'],
  laurentide_trois_rivieres: ['natural_gas', 'propane'],
  saint_laurent_baie_comeau: ['natural_gas'],
  saint_laurent_sept_iles: ['fuel_oil'],
};

/** Continuous PAH monitoring: two smelters had it already, it reached every smelter in 2020. */
const MONITORED_SINCE: Record<string, number> = { boreal_alma: 2017, saint_laurent_sept_iles: 2017, laurentide_deschambault: 2018 };

const MARKETS: Record<string, string[]> = {
  [ORGANISATIONS.boreal]: ['united_states', 'europe'],
  [ORGANISATIONS.laurentide]: ['united_states', 'mexico'],
  [ORGANISATIONS.saintLaurent]: ['united_states', 'europe', 'asia'],
};

const CAUSES: Record<string, string[]> = {
  [ORGANISATIONS.boreal]: ['education', 'health'],
  [ORGANISATIONS.laurentide]: ['education', 'culture'],
  [ORGANISATIONS.saintLaurent]: ['health', 'environment'],
  [ORGANISATIONS.mineraisNordiques]: ['education'],
};

const FLAGSHIP_PROJECTS: Record<string, LocalizedText> = {
  [ORGANISATIONS.boreal]: { en: 'Saguenay regional science fair', fr: 'Expo-sciences régionale du Saguenay' },
  [ORGANISATIONS.laurentide]: { en: 'Bécancour youth sports fund', fr: 'Fonds des sports jeunesse de Bécancour' },
  [ORGANISATIONS.saintLaurent]: { en: 'North Shore literacy programme', fr: 'Programme d’alphabétisation de la Côte-Nord' },
  [ORGANISATIONS.mineraisNordiques]: { en: 'Northern schools breakfast club', fr: 'Club des petits-déjeuners des écoles du Nord' },
};

const PROGRAMMES: Record<string, LocalizedText> = {
  [ORGANISATIONS.boreal]: { en: 'Health and safety; potline operation; apprenticeships.', fr: 'Santé et sécurité; exploitation des cuves; apprentissage.' },
  [ORGANISATIONS.laurentide]: { en: 'Health and safety; maintenance; digital skills.', fr: 'Santé et sécurité; entretien; compétences numériques.' },
  [ORGANISATIONS.saintLaurent]: { en: 'Health and safety; casthouse operation; leadership.', fr: 'Santé et sécurité; exploitation de la fonderie; leadership.' },
  [ORGANISATIONS.mineraisNordiques]: { en: 'Health and safety; heavy equipment.', fr: 'Santé et sécurité; équipement lourd.' },
};

/** Notes some inputs carry, by subject, tag and year, in the language of whoever entered them. */
const COMMENTS: Record<string, Record<string, Record<number, LocalizedText>>> = {
  aluminium_production: {
    saint_laurent_shawinigan: { 2017: { en: 'Last year of operation: the potlines stopped in December.', fr: 'Dernière année d’exploitation : les cuves ont été arrêtées en décembre.' } },
    [DISPUTE_SITE]: {
      2018: { en: 'One potline in three ran during the labour dispute.', fr: 'Une série de cuves sur trois a fonctionné pendant le conflit de travail.' },
      2019: { en: 'One potline in three ran during the labour dispute.', fr: 'Une série de cuves sur trois a fonctionné pendant le conflit de travail.' },
    },
  },
  pah_emissions: {
    saint_laurent_shawinigan: { 2017: { en: 'Söderberg potlines, closed at the end of the year.', fr: 'Cuves Söderberg, fermées à la fin de l’année.' } },
  },
  payroll: {
    [ORGANISATIONS.saintLaurent]: { 2017: { en: '<p>Includes severance paid to the <strong>Shawinigan</strong> employees.</p>', fr: '<p>Comprend les indemnités de départ versées aux employés de <strong>Shawinigan</strong>.</p>' } },
    [ORGANISATIONS.boreal]: { 2021: { en: '<p>Includes the signing bonus of the new <strong>collective agreement</strong>.</p>', fr: '<p>Comprend la prime de signature de la nouvelle <strong>convention collective</strong>.</p>' } },
  },
};

function comment(subject: string, tag: string, figures: YearFigures): string | undefined {
  return COMMENTS[subject]?.[tag]?.[figures.year]?.[figures.localeOf(tag)];
}

const withComment = (values: FormValues, text: string | undefined, field = 'comment'): FormValues => (text ? { ...values, [field]: text } : values);

/** A day in the autumn of the year the figure is for (the form refuses dates outside it). */
function verificationDate(tag: string, year: number): string {
  const month = 9 + Math.floor((noise(`month:${tag}`) + 1) * 1.5);
  const day = 1 + Math.floor((noise(`day:${tag}:${year}`) + 1) * 13.5);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const sites = (figures: YearFigures) => [...figures.sites];
const organisations = (figures: YearFigures) => [...figures.organisations];

/** Each subject's values for every tag it is entered for in a year. */
export const VALUES_BY_SUBJECT: Record<string, (figures: YearFigures) => ValuesRow[]> = {
  aluminium_production: (figures) =>
    sites(figures).map(([tag, site]) => ({
      tag,
      values: withComment({ production: site.production, main_product: MAIN_PRODUCT[tag]! }, comment('aluminium_production', tag, figures)),
    })),
  exports: (figures) =>
    organisations(figures).map(([tag, organisation]): ValuesRow =>
      organisation.exportsValue === null
        ? {
            tag,
            values: {},
            notApplicable: {
              value: 'The group mines and sells ore; it exports no aluminium.',
              tonnes: 'The group mines and sells ore; it exports no aluminium.',
            },
          }
        : { tag, values: { value: organisation.exportsValue, tonnes: organisation.exportsTonnes, main_markets: MARKETS[tag]! } },
    ),
  operating_expenditures: (figures) =>
    organisations(figures).map(([tag, organisation]) => ({ tag, values: { amount: organisation.expenditures, suppliers: organisation.suppliers } })),
  ghg_emissions: (figures) =>
    sites(figures).map(([tag, site]) => {
      const method = tag === 'saint_laurent_sept_iles' ? 'other' : tag === 'boreal_laterriere' ? 'ghg_protocol' : 'iai';
      return {
        tag,
        values: {
          emissions: site.ghg,
          method,
          ...(method === 'other' ? { other_method: 'Carbon mass balance checked by continuous stack monitoring' } : {}),
          verification_date: verificationDate(tag, figures.year),
        },
      };
    }),
  energy_consumption: (figures) =>
    sites(figures).map(([tag, site]) => ({
      tag,
      values: { electricity: site.electricity, hydro_share: site.hydroShare, ...(OTHER_ENERGY[tag] ? { other_sources: OTHER_ENERGY[tag] } : {}) },
    })),
  pah_emissions: (figures) =>
    sites(figures).map(([tag, site]) => ({
      tag,
      values: withComment(
        { emissions: site.pah, continuous_monitoring: figures.year >= (MONITORED_SINCE[tag] ?? 2020) },
        comment('pah_emissions', tag, figures),
      ),
    })),
  employees: (figures) => organisations(figures).map(([tag, organisation]) => ({ tag, values: { employees: organisation.employees, women: organisation.women } })),
  training_hours: (figures) =>
    organisations(figures).map(([tag, organisation]) => ({ tag, values: { hours: organisation.trainingHours, programmes: PROGRAMMES[tag]! } })),
  community_donations: (figures) =>
    organisations(figures).map(([tag, organisation]) => ({
      tag,
      values: { amount: organisation.donations, causes: CAUSES[tag]!, flagship_project: FLAGSHIP_PROJECTS[tag]! },
    })),
  payroll: (figures) =>
    organisations(figures).map(([tag, organisation]) => {
      const notes = COMMENTS.payroll?.[tag]?.[figures.year];
      return { tag, values: { amount: organisation.payroll, ...(notes ? { notes } : {}) } };
    }),
};
