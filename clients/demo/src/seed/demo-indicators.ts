import type { ClientSeed } from '@platform/shared/clients/client-seed';

type IndicatorSeed = ClientSeed['indicators'][number];

const indicator = (
  key: string,
  section: string,
  subsection: string,
  name: IndicatorSeed['name'],
  type: IndicatorSeed['type'] = 'chart',
): IndicatorSeed => ({ key, section, subsection, type, name, path: `/indicators/${section}/${subsection}/${key}` });

const custom = (key: string, path: string, customComponent: string, name: IndicatorSeed['name']): IndicatorSeed => {
  const [, , section = '', subsection = ''] = path.split('/');
  return { key, section, subsection, type: 'custom', path, customComponent, name };
};

/** The indicators the public site links to (spec §2), with the custom pages that present them. */
export const demoIndicators: IndicatorSeed[] = [
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
  indicator('production_aluminium_multi', 'economie', 'production', { en: 'Annual aluminium production', fr: 'Production annuelle d’aluminium' }),
  indicator('multi_exportations', 'economie', 'commerce', { en: 'Exports', fr: 'Exportations' }),
  indicator('depenses_exploitation_totales', 'economie', 'depenses', {
    en: 'Operating expenditures in Quebec',
    fr: 'Dépenses d’exploitation au Québec',
  }),
  indicator('emissions_ges', 'environnement', 'air', { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' }),
  indicator('energie_consommation_totales', 'environnement', 'energie', { en: 'Total energy consumption', fr: 'Consommation totale d’énergie' }),
  indicator('hap', 'environnement', 'air', { en: 'Polycyclic aromatic hydrocarbon emissions', fr: 'Émissions d’hydrocarbures aromatiques polycycliques' }),
  indicator('autre_nombre_employes', 'social', 'emploi', { en: 'Number of employees', fr: 'Nombre d’employés' }),
  indicator('formation_heures', 'social', 'formation', { en: 'Training hours', fr: 'Heures de formation' }),
  indicator('donations_investissements_communautaires', 'social', 'communaute', {
    en: 'Donations and community investments',
    fr: 'Dons et investissements communautaires',
  }),
];
