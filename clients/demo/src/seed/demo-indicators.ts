import type { ClientSeed } from '@platform/shared/clients/client-seed';
import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import type { ChartKind, LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import { ORGANISATION_DIMENSION } from './demo-tags.js';

type IndicatorSeed = ClientSeed['indicators'][number];

/** How a chart indicator's figures are computed, shown and explained. */
interface Figures {
  calculation: CalculationDefinition;
  unit: LocalizedText;
  chartKind: ChartKind;
  /** One paragraph per locale: what is counted, where it comes from, and how it is added up. */
  methodology: { en: string; fr: string };
}

const indicator = (key: string, section: string, subsection: string, name: IndicatorSeed['name'], figures: Figures): IndicatorSeed => ({
  key,
  section,
  subsection,
  type: 'chart',
  name,
  path: `/indicators/${section}/${subsection}/${key}`,
  unit: figures.unit,
  chartKind: figures.chartKind,
  calculation: figures.calculation,
  methodology: { en: `<p>${figures.methodology.en}</p>`, fr: `<p>${figures.methodology.fr}</p>` },
});

const custom = (key: string, path: string, customComponent: string, name: IndicatorSeed['name']): IndicatorSeed => {
  const [, , section = '', subsection = ''] = path.split('/');
  return { key, section, subsection, type: 'custom', path, customComponent, name };
};

/** The sum of a subject's number field per year, by member organisation (a smelter's figures count for its owner), and in total. */
const sumByOrganisation = (subject: string, field: string, scale?: number): CalculationDefinition => ({
  kind: 'sum',
  subject,
  field,
  breakdown: ORGANISATION_DIMENSION,
  breakdownDepth: 1,
  total: true,
  ...(scale === undefined ? {} : { scale }),
});

const MILLION = 1e-6;
const THOUSAND = 1e-3;
const same = (unit: string): LocalizedText => ({ en: unit, fr: unit });

const APPROVED = {
  en: 'Only figures approved by the association count; a year with no approved figure shows no value rather than zero.',
  fr: 'Seules les données approuvées par l’association sont comptées\u00a0; une année sans donnée approuvée reste sans valeur plutôt qu’à zéro.',
};

/** The indicators the public site links to (spec §2), with the custom pages that present them. */
const reportIndicators: IndicatorSeed[] = [
  custom('ind_overall_portrait', '/indicators/presentation_globale/introduction/multi_global_presentation', 'global_presentation', {
    en: 'Overall portrait',
    fr: 'Portrait global',
  }),
  custom('ind_highlights_economy', '/indicators/faits_saillants/economie/highlights_economy', 'highlights_economy', {
    en: 'Economy highlights',
    fr: 'Faits saillants\u00a0: économie',
  }),
  custom(
    'ind_highlights_environnement',
    '/indicators/faits_saillants/environnement/highlights_environment',
    'highlights_environment',
    { en: 'Environment highlights', fr: 'Faits saillants\u00a0: environnement' },
  ),
  custom('ind_highlights_social', '/indicators/faits_saillants/social/highlights_social', 'highlights_social', {
    en: 'Social highlights',
    fr: 'Faits saillants\u00a0: social',
  }),
  indicator(
    'production_aluminium_multi',
    'economie',
    'production',
    { en: 'Annual aluminium production', fr: 'Production annuelle d’aluminium' },
    {
      calculation: sumByOrganisation('aluminium_production', 'production', MILLION),
      unit: same('Mt'),
      chartKind: 'stacked_bar',
      methodology: {
        en: `Primary aluminium cast by each Quebec smelter during the calendar year, as reported by its owner, in millions of tonnes. Each smelter’s tonnage is added to its member organisation’s; recycled metal is not counted. ${APPROVED.en}`,
        fr: `Aluminium primaire coulé par chaque aluminerie québécoise pendant l’année civile, tel que déclaré par son propriétaire, en millions de tonnes. La production de chaque aluminerie s’ajoute à celle de son organisation membre\u00a0; le métal recyclé n’est pas compté. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'multi_exportations',
    'economie',
    'commerce',
    { en: 'Exports', fr: 'Exportations' },
    {
      calculation: sumByOrganisation('exports', 'value', MILLION),
      unit: { en: 'M$', fr: 'M$' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Value of the aluminium each producer shipped outside Canada during the year, in millions of Canadian dollars at the invoiced price, converted at the Bank of Canada’s average annual exchange rate. ${APPROVED.en}`,
        fr: `Valeur de l’aluminium expédié hors du Canada par chaque producteur pendant l’année, en millions de dollars canadiens au prix facturé, convertie au taux de change annuel moyen de la Banque du Canada. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'depenses_exploitation_totales',
    'economie',
    'depenses',
    { en: 'Operating expenditures in Quebec', fr: 'Dépenses d’exploitation au Québec' },
    {
      calculation: sumByOrganisation('operating_expenditures', 'amount', MILLION),
      unit: { en: 'M$', fr: 'M$' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Goods and services the members bought from suppliers established in Quebec during the year (energy, raw materials, maintenance, transport and professional services), in millions of Canadian dollars; salaries and capital investments are excluded. ${APPROVED.en}`,
        fr: `Biens et services achetés par les membres à des fournisseurs établis au Québec pendant l’année (énergie, matières premières, entretien, transport et services professionnels), en millions de dollars canadiens\u00a0; les salaires et les investissements en capital sont exclus. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'emissions_ges',
    'environnement',
    'air',
    { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' },
    {
      calculation: sumByOrganisation('ghg_emissions', 'emissions', MILLION),
      unit: { en: 'Mt CO₂e', fr: 'Mt éq. CO₂' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Direct (scope 1) emissions of the smelters: carbon dioxide from anode consumption and fuels, and perfluorocarbons from anode effects, in millions of tonnes of CO₂ equivalent with the 100-year global warming potentials of the IPCC. Each smelter quantifies them with the IAI protocol or the GHG Protocol, as verified under Quebec’s cap-and-trade system. ${APPROVED.en}`,
        fr: `Émissions directes (champ d’application 1) des alumineries\u00a0: dioxyde de carbone de la consommation des anodes et des combustibles, et perfluorocarbures des effets d’anode, en millions de tonnes d’équivalent CO₂ selon les potentiels de réchauffement planétaire sur 100\u00a0ans du GIEC. Chaque aluminerie les quantifie selon le protocole de l’IAI ou le Protocole des GES, tel que vérifié dans le cadre du système de plafonnement et d’échange du Québec. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'energie_consommation_totales',
    'environnement',
    'energie',
    { en: 'Total energy consumption', fr: 'Consommation totale d’énergie' },
    {
      calculation: sumByOrganisation('energy_consumption', 'electricity', MILLION),
      unit: same('TWh'),
      chartKind: 'stacked_bar',
      methodology: {
        en: `Electricity consumed by the smelters during the year, read from the meters of their supply contracts, in terawatt-hours. Electrolysis accounts for nearly all of a smelter’s energy use; the small amounts of natural gas, fuel oil and propane used elsewhere on site are reported separately. ${APPROVED.en}`,
        fr: `Électricité consommée par les alumineries pendant l’année, relevée aux compteurs de leurs contrats d’approvisionnement, en térawattheures. L’électrolyse représente la quasi-totalité de l’énergie utilisée par une aluminerie\u00a0; les faibles quantités de gaz naturel, de mazout et de propane utilisées ailleurs sur le site sont déclarées à part. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'hap',
    'environnement',
    'air',
    { en: 'Polycyclic aromatic hydrocarbon emissions', fr: 'Émissions d’hydrocarbures aromatiques polycycliques' },
    {
      calculation: { kind: 'sum', subject: 'pah_emissions', field: 'emissions' },
      unit: same('t'),
      chartKind: 'line',
      methodology: {
        en: `Polycyclic aromatic hydrocarbons (PAH) released to the air by the smelters’ potrooms and anode plants, in tonnes, estimated from stack sampling and roof-vent monitoring as required by Quebec’s Clean Air Regulation. Most of the remaining emissions came from the older Söderberg potlines until their closure. ${APPROVED.en}`,
        fr: `Hydrocarbures aromatiques polycycliques (HAP) rejetés dans l’air par les salles de cuves et les usines d’anodes des alumineries, en tonnes, estimés à partir d’échantillonnages aux cheminées et de la surveillance des lanterneaux, comme l’exige le Règlement sur l’assainissement de l’atmosphère du Québec. L’essentiel des émissions restantes venait des anciennes séries de cuves Söderberg jusqu’à leur fermeture. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'autre_nombre_employes',
    'social',
    'emploi',
    { en: 'Number of employees', fr: 'Nombre d’employés' },
    {
      calculation: sumByOrganisation('employees', 'employees'),
      unit: { en: 'employees', fr: 'employés' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Direct jobs in Quebec on December 31, permanent and temporary, full-time and part-time, counted by head rather than full-time equivalents; contractors’ staff working on site are not included. ${APPROVED.en}`,
        fr: `Emplois directs au Québec au 31\u00a0décembre, permanents et temporaires, à temps plein et à temps partiel, comptés par personne et non en équivalents temps plein\u00a0; le personnel des entrepreneurs travaillant sur les sites n’est pas inclus. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'formation_heures',
    'social',
    'formation',
    { en: 'Training hours', fr: 'Heures de formation' },
    {
      calculation: sumByOrganisation('training_hours', 'hours', THOUSAND),
      unit: { en: 'thousand hours', fr: 'milliers d’heures' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Hours of training given to employees during the year, in thousands of hours: health and safety, technical and trade skills, and leadership programmes, whether given in class, on the job or online, as recorded in each member’s training register. ${APPROVED.en}`,
        fr: `Heures de formation données aux employés pendant l’année, en milliers d’heures\u00a0: santé et sécurité, compétences techniques et métiers, et programmes de leadership, en classe, en milieu de travail ou en ligne, telles qu’inscrites au registre de formation de chaque membre. ${APPROVED.fr}`,
      },
    },
  ),
  indicator(
    'donations_investissements_communautaires',
    'social',
    'communaute',
    { en: 'Donations and community investments', fr: 'Dons et investissements communautaires' },
    {
      calculation: sumByOrganisation('community_donations', 'amount', MILLION),
      unit: { en: 'M$', fr: 'M$' },
      chartKind: 'stacked_bar',
      methodology: {
        en: `Donations, sponsorships and community investments paid during the year to organisations in education, health, culture and the environment, in millions of Canadian dollars; employees’ own giving and in-kind contributions are not counted. ${APPROVED.en}`,
        fr: `Dons, commandites et investissements communautaires versés pendant l’année à des organismes en éducation, en santé, en culture et en environnement, en millions de dollars canadiens\u00a0; les dons personnels des employés et les contributions en nature ne sont pas comptés. ${APPROVED.fr}`,
      },
    },
  ),
];

/** The names of the public site's sections and subsections (their keys are the paths' French segments). */
const PLACE_NAMES: Record<string, LocalizedText> = {
  presentation_globale: { en: 'Overall presentation', fr: 'Présentation globale' },
  'presentation_globale/introduction': { en: 'Introduction', fr: 'Introduction' },
  faits_saillants: { en: 'Highlights', fr: 'Faits saillants' },
  'faits_saillants/economie': { en: 'Economy', fr: 'Économie' },
  'faits_saillants/environnement': { en: 'Environment', fr: 'Environnement' },
  'faits_saillants/social': { en: 'Social', fr: 'Social' },
  economie: { en: 'Economy', fr: 'Économie' },
  'economie/production': { en: 'Production', fr: 'Production' },
  'economie/commerce': { en: 'Trade', fr: 'Commerce' },
  'economie/depenses': { en: 'Expenditures', fr: 'Dépenses' },
  environnement: { en: 'Environment', fr: 'Environnement' },
  'environnement/air': { en: 'Air', fr: 'Air' },
  'environnement/energie': { en: 'Energy', fr: 'Énergie' },
  social: { en: 'Social', fr: 'Social' },
  'social/emploi': { en: 'Employment', fr: 'Emploi' },
  'social/formation': { en: 'Training', fr: 'Formation' },
  'social/communaute': { en: 'Community', fr: 'Communauté' },
};

/** The indicators the public site links to (spec §2), with the custom pages that present them and the names of their places. */
export const demoIndicators: IndicatorSeed[] = reportIndicators.map((indicator) => {
  const sectionName = PLACE_NAMES[indicator.section];
  const subsectionName = PLACE_NAMES[`${indicator.section}/${indicator.subsection}`];
  return { ...indicator, ...(sectionName ? { sectionName } : {}), ...(subsectionName ? { subsectionName } : {}) };
});
