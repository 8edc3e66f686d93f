import { useLocale } from '@platform/web/sdk';

/** The demo client's own interface texts (the platform's catalogues stay client-neutral). */
const TEXTS = {
  en: {
    associationName: 'Quebec Aluminium Association',
    associationShort: 'QAA',
    reportSummary: '2024 Sustainability Report Summary',
    corporateSite: 'Corporate Site',
    corporateSiteUrl: 'https://association.example.org/en',
    ourMembers: 'OUR MEMBERS',
    copyright: '© 2024 Quebec Aluminium Association. All rights reserved.',
    copyrightReport: 'Sustainability Report 2024 — data for the years 2017 to 2021.',
    homeTitle: 'Sustainability Report',
    homeSubtitle: 'How Quebec’s aluminium producers perform on the economy, the environment and society',
    homeCta: 'Discover the overall portrait',
    cardPresentation: 'Overall portrait',
    cardPresentationText: 'The industry at a glance: producers, smelters, production and key figures.',
    cardEconomy: 'Economy',
    cardEconomyText: 'Production, exports and spending in Quebec.',
    cardEnvironment: 'Environment',
    cardEnvironmentText: 'Greenhouse gases, energy and air emissions.',
    cardSocial: 'Social',
    cardSocialText: 'Employees, training and community support.',
    homeSectionsLabel: 'Report sections',
    logoAlt: 'Quebec Aluminium Association',
    pdfHint: 'PDF',
  },
  fr: {
    associationName: 'Association de l’aluminium du Québec',
    associationShort: 'AAQ',
    reportSummary: 'Rapport DD 2024 Sommaire',
    corporateSite: 'Site Corporatif',
    corporateSiteUrl: 'https://association.example.org/fr',
    ourMembers: 'NOS MEMBRES',
    copyright: '© 2024 Association de l’aluminium du Québec. Tous droits réservés.',
    copyrightReport: 'Rapport de développement durable 2024 — données des années 2017 à 2021.',
    homeTitle: 'Rapport de développement durable',
    homeSubtitle: 'La performance des producteurs d’aluminium du Québec en matière d’économie, d’environnement et de société',
    homeCta: 'Découvrir le portrait global',
    cardPresentation: 'Portrait global',
    cardPresentationText: 'L’industrie en un coup d’œil\u00a0: producteurs, alumineries, production et chiffres clés.',
    cardEconomy: 'Économie',
    cardEconomyText: 'Production, exportations et dépenses au Québec.',
    cardEnvironment: 'Environnement',
    cardEnvironmentText: 'Gaz à effet de serre, énergie et émissions atmosphériques.',
    cardSocial: 'Social',
    cardSocialText: 'Employés, formation et soutien aux communautés.',
    homeSectionsLabel: 'Sections du rapport',
    logoAlt: 'Association de l’aluminium du Québec',
    pdfHint: 'PDF',
  },
} as const;

export type DemoTextKey = keyof (typeof TEXTS)['en'];

export function useDemoTexts(): Record<DemoTextKey, string> {
  return TEXTS[useLocale().locale];
}

export { TEXTS as DEMO_TEXTS };
