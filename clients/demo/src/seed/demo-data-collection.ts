import type { SubjectSeed } from '@platform/shared/clients/client-seed';
import type { FieldChoice, FieldDefinition, LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { ORGANISATION_DIMENSION } from './demo-tags.js';

type FieldOptions = Partial<Omit<FieldDefinition, 'id' | 'name' | 'type'>>;

const field = (id: string, type: FieldDefinition['type'], name: LocalizedText, options: FieldOptions = {}): FieldDefinition => ({
  id,
  name,
  type,
  localized: false,
  required: false,
  ...options,
});

const number = (id: string, name: LocalizedText, unit: LocalizedText | null, options: FieldOptions = {}): FieldDefinition =>
  field(id, 'number', name, { unit, decimals: 0, min: 0, ...options });

/**
 * Choices listed alphabetically in each language, so the French order differs from the English one
 * wherever the names sort differently (spec §5: positions per locale).
 */
function choices(names: Record<string, LocalizedText>): FieldChoice[] {
  const keys = Object.keys(names);
  const rank = (locale: 'en' | 'fr') => {
    const sorted = [...keys].sort((a, b) => names[a]![locale].localeCompare(names[b]![locale], locale));
    return (key: string) => sorted.indexOf(key) + 1;
  };
  const en = rank('en');
  const fr = rank('fr');
  return keys.map((key) => ({ key, name: names[key]!, position: { en: en(key), fr: fr(key) } }));
}

const TONNES = { en: 't', fr: 't' };
const DOLLARS = { en: '$', fr: '$' };
const PERCENT = { en: '%', fr: '%' };
const COMMENT = field('comment', 'text', { en: 'Comment', fr: 'Commentaire' });

export const DEMO_PERIODS = ['2017', '2018', '2019', '2020', '2021', '2022'];
/** The year contributors are entering now (the last of the periods). */
export const OPEN_PERIOD = '2022';

export const DEMO_CONTRIBUTORS = ['contributor@example.org', 'contributor2@example.org'];

export const demoSections = [
  { key: 'economy', name: { en: 'Economy', fr: 'Économie' } },
  { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  { key: 'social', name: { en: 'Social', fr: 'Social' } },
];

const subject = (
  key: string,
  section: string,
  name: LocalizedText,
  depth: 1 | 2,
  fields: FieldDefinition[],
  rules: { variationThreshold: number; approvalLevels: 1 | 2 },
): SubjectSeed => ({
  key,
  section,
  name,
  fields,
  tagDimensions: [{ key: ORGANISATION_DIMENSION, depth }],
  periods: DEMO_PERIODS,
  variationThreshold: rules.variationThreshold,
  approvalLevels: rules.approvalLevels,
  contributors: DEMO_CONTRIBUTORS,
});

/** Where each subject's figures are entered: a member organisation (depth 1) or one of its smelters (depth 2). */
export const SITE_LEVEL = 2;
export const ORGANISATION_LEVEL = 1;

/**
 * The subjects behind the public site's figures. Together they use the ten field types, localized
 * texts, a field shown only for one choice, and both approval schemes.
 */
export const demoSubjects: SubjectSeed[] = [
  subject(
    'aluminium_production',
    'economy',
    { en: 'Aluminium production', fr: 'Production d’aluminium' },
    SITE_LEVEL,
    [
      number('production', { en: 'Primary aluminium produced', fr: 'Aluminium primaire produit' }, TONNES, { required: true }),
      field('main_product', 'dropdown', { en: 'Main cast product', fr: 'Principal produit coulé' }, {
        choices: choices({
          ingot: { en: 'Remelt ingots', fr: 'Lingots de refonte' },
          billet: { en: 'Extrusion billets', fr: 'Billettes d’extrusion' },
          slab: { en: 'Rolling slabs', fr: 'Plaques de laminage' },
          wire_rod: { en: 'Wire rod', fr: 'Fil machine' },
        }),
      }),
      COMMENT,
    ],
    { variationThreshold: 15, approvalLevels: 2 },
  ),
  subject(
    'exports',
    'economy',
    { en: 'Exports', fr: 'Exportations' },
    ORGANISATION_LEVEL,
    [
      number('value', { en: 'Value of aluminium exports', fr: 'Valeur des exportations d’aluminium' }, DOLLARS, { required: true }),
      number('tonnes', { en: 'Aluminium exported', fr: 'Aluminium exporté' }, TONNES, { required: true }),
      field('main_markets', 'multidropdown', { en: 'Main markets', fr: 'Principaux marchés' }, {
        choices: choices({
          united_states: { en: 'United States', fr: 'États-Unis' },
          europe: { en: 'Europe', fr: 'Europe' },
          asia: { en: 'Asia', fr: 'Asie' },
          mexico: { en: 'Mexico', fr: 'Mexique' },
        }),
      }),
      COMMENT,
    ],
    { variationThreshold: 15, approvalLevels: 2 },
  ),
  subject(
    'operating_expenditures',
    'economy',
    { en: 'Operating expenditures in Quebec', fr: 'Dépenses d’exploitation au Québec' },
    ORGANISATION_LEVEL,
    [
      number('amount', { en: 'Goods and services bought in Quebec', fr: 'Biens et services achetés au Québec' }, DOLLARS, { required: true }),
      number('suppliers', { en: 'Quebec suppliers', fr: 'Fournisseurs québécois' }, null),
    ],
    { variationThreshold: 20, approvalLevels: 1 },
  ),
  subject(
    'ghg_emissions',
    'environment',
    { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' },
    SITE_LEVEL,
    [
      number('emissions', { en: 'Direct emissions', fr: 'Émissions directes' }, { en: 't CO₂e', fr: 't éq. CO₂' }, { required: true }),
      field('method', 'radio', { en: 'Quantification method', fr: 'Méthode de quantification' }, {
        required: true,
        choices: choices({
          iai: { en: 'IAI protocol', fr: 'Protocole de l’IAI' },
          ghg_protocol: { en: 'GHG Protocol', fr: 'Protocole des GES' },
          other: { en: 'Other method', fr: 'Autre méthode' },
        }),
      }),
      field('other_method', 'string', { en: 'Describe the method', fr: 'Décrivez la méthode' }, {
        required: true,
        display: { key: 'method', for: ['other'] },
      }),
      field('verification_date', 'date', { en: 'Date of verification', fr: 'Date de vérification' }),
      field('verification_report', 'files', { en: 'Verification report', fr: 'Rapport de vérification' }),
    ],
    { variationThreshold: 10, approvalLevels: 2 },
  ),
  subject(
    'energy_consumption',
    'environment',
    { en: 'Energy consumption', fr: 'Consommation d’énergie' },
    SITE_LEVEL,
    [
      number('electricity', { en: 'Electricity consumed', fr: 'Électricité consommée' }, { en: 'MWh', fr: 'MWh' }, { required: true }),
      number('hydro_share', { en: 'Share from hydropower', fr: 'Part d’origine hydroélectrique' }, PERCENT, { required: true, decimals: 1 }),
      field('other_sources', 'checkbox', { en: 'Other energy sources used', fr: 'Autres sources d’énergie utilisées' }, {
        choices: choices({
          natural_gas: { en: 'Natural gas', fr: 'Gaz naturel' },
          fuel_oil: { en: 'Fuel oil', fr: 'Mazout' },
          propane: { en: 'Propane', fr: 'Propane' },
        }),
      }),
    ],
    { variationThreshold: 15, approvalLevels: 2 },
  ),
  subject(
    'pah_emissions',
    'environment',
    { en: 'PAH emissions', fr: 'Émissions de HAP' },
    SITE_LEVEL,
    [
      number('emissions', { en: 'Polycyclic aromatic hydrocarbons emitted', fr: 'Hydrocarbures aromatiques polycycliques émis' }, TONNES, {
        required: true,
        decimals: 2,
      }),
      field('continuous_monitoring', 'checkbox', { en: 'Continuous monitoring in place', fr: 'Surveillance en continu en place' }),
      COMMENT,
    ],
    { variationThreshold: 25, approvalLevels: 2 },
  ),
  subject(
    'employees',
    'social',
    { en: 'Employees', fr: 'Employés' },
    ORGANISATION_LEVEL,
    [
      number('employees', { en: 'Direct jobs in Quebec', fr: 'Emplois directs au Québec' }, null, { required: true }),
      number('women', { en: 'Of whom women', fr: 'Dont des femmes' }, null),
    ],
    { variationThreshold: 10, approvalLevels: 2 },
  ),
  subject(
    'training_hours',
    'social',
    { en: 'Training hours', fr: 'Heures de formation' },
    ORGANISATION_LEVEL,
    [
      number('hours', { en: 'Training hours given to employees', fr: 'Heures de formation données aux employés' }, { en: 'h', fr: 'h' }, { required: true }),
      field('programmes', 'text', { en: 'Main programmes', fr: 'Principaux programmes' }, { localized: true }),
    ],
    { variationThreshold: 25, approvalLevels: 1 },
  ),
  subject(
    'community_donations',
    'social',
    { en: 'Donations and community investments', fr: 'Dons et investissements communautaires' },
    ORGANISATION_LEVEL,
    [
      number('amount', { en: 'Donations and community investments', fr: 'Dons et investissements communautaires' }, DOLLARS, { required: true }),
      field('causes', 'multidropdown', { en: 'Causes supported', fr: 'Causes soutenues' }, {
        choices: choices({
          education: { en: 'Education', fr: 'Éducation' },
          health: { en: 'Health', fr: 'Santé' },
          culture: { en: 'Culture', fr: 'Culture' },
          environment: { en: 'Environment', fr: 'Environnement' },
        }),
      }),
      field('flagship_project', 'string', { en: 'Flagship project', fr: 'Projet phare' }, { localized: true }),
    ],
    { variationThreshold: 20, approvalLevels: 2 },
  ),
  subject(
    'payroll',
    'social',
    { en: 'Payroll', fr: 'Masse salariale' },
    ORGANISATION_LEVEL,
    [
      number('amount', { en: 'Salaries and benefits paid', fr: 'Salaires et avantages sociaux versés' }, DOLLARS, { required: true }),
      field('notes', 'editor', { en: 'Notes', fr: 'Notes' }, { localized: true }),
    ],
    { variationThreshold: 15, approvalLevels: 2 },
  ),
];
