import type { GlobalPresentationYear } from './available-years.js';
import { CARBON_INTENSITY, DEMO_FIGURES, HYDRO_SHARE, PAH_BASELINE_YEAR, PAH_REDUCTION } from './demo-figures.js';
import { formatNumber, formatPercent, NBSP } from './format.js';
import type { GlobalPresentation } from './global-presentation.js';

const n = (value: number, digits = 0) => formatNumber(value, 'fr', digits);

function groups(year: GlobalPresentationYear): GlobalPresentation {
  const f = DEMO_FIGURES[year];
  return [
    {
      name: null,
      items: [
        { icon: 'factory', value: n(f.producers), description: '<strong>producteurs d’aluminium</strong> et un groupe minier sont membres de l’association' },
        { icon: 'smelter', value: n(f.smelters), description: `<strong>alumineries</strong> au Québec en ${year}` },
        { icon: 'worker', value: n(f.employees), description: '<strong>emplois directs</strong>, surtout en région' },
      ],
    },
    {
      name: 'Économie',
      annotation: 'Montants en dollars canadiens.',
      items: [
        { icon: 'ingot', value: n(f.productionMt, 1), description: 'millions de tonnes d’<strong>aluminium de première fusion</strong> produites' },
        { icon: 'globe', value: `${n(f.exportsBillion, 1)}${NBSP}G$`, description: `d’<strong>exportations</strong>, soit environ ${formatPercent(f.exportShare, 'fr')} de la production` },
        { icon: 'money', value: `${n(f.expendituresBillion, 1)}${NBSP}G$`, description: 'de <strong>dépenses d’exploitation</strong> au Québec' },
      ],
    },
    {
      name: 'Environnement',
      annotation: `Réduction des HAP mesurée par rapport aux émissions de ${PAH_BASELINE_YEAR}.`,
      items: [
        { icon: 'water', value: formatPercent(HYDRO_SHARE, 'fr'), description: 'de l’électricité utilisée provient de l’<strong>hydroélectricité</strong>' },
        { icon: 'lightning', value: `${n(f.electricityTWh, 1)}${NBSP}TWh`, description: 'd’<strong>électricité</strong> consommés' },
        {
          icon: 'cloud',
          value: null,
          description: `Une intensité carbone d’<strong>environ ${CARBON_INTENSITY} tonnes d’équivalent CO<sub>2</sub> par tonne d’aluminium</strong>`,
        },
        { icon: 'leaf', value: null, description: `Des émissions de HAP réduites de <strong>plus de ${formatPercent(PAH_REDUCTION, 'fr')}</strong> depuis ${PAH_BASELINE_YEAR}` },
        { icon: 'recycle', value: null, description: 'L’aluminium se <strong>recycle indéfiniment</strong> sans perdre ses propriétés' },
      ],
    },
    {
      name: 'Communauté',
      items: [
        { icon: 'graduation', value: n(f.trainingHours), description: '<strong>heures de formation</strong> offertes aux employés' },
        { icon: 'handshake', value: `${n(f.donationsMillion, 1)}${NBSP}M$`, description: 'en <strong>dons et investissements communautaires</strong>' },
      ],
    },
  ];
}

export const globalPresentationFr: Readonly<Record<GlobalPresentationYear, GlobalPresentation>> = {
  2017: groups(2017),
  2018: groups(2018),
  2019: groups(2019),
  2020: groups(2020),
  2021: groups(2021),
};
