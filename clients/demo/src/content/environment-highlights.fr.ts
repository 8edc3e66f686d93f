import type { EnvironmentHighlightsYear } from './available-years.js';
import { CARBON_INTENSITY, DEMO_FIGURES, HYDRO_SHARE, PAH_BASELINE_YEAR, PAH_REDUCTION } from './demo-figures.js';
import type { EnvironmentHighlights } from './environment-highlights.js';
import { formatNumber, formatPercent, NBSP } from './format.js';

const n = (value: number, digits = 0) => formatNumber(value, 'fr', digits);

const pahNotes: Record<EnvironmentHighlightsYear, string> = {
  2017: 'L’essentiel des émissions provient désormais des dernières cuves d’ancienne technologie, dont la fermeture est prévue en 2018.',
  2018: 'Les émissions ont encore diminué avec la fermeture des dernières cuves d’ancienne technologie.',
  2019: 'De nouveaux centres de traitement des fumées sont entrés en service dans deux alumineries.',
  2020: 'La surveillance en continu a été étendue à toutes les alumineries.',
  2021: 'Les émissions sont restées à leur plus bas niveau historique pour une quatrième année de suite.',
};

function highlights(year: EnvironmentHighlightsYear): EnvironmentHighlights {
  const f = DEMO_FIGURES[year];
  return {
    title: `Performance environnementale en ${year}`,
    highlights: [
      {
        key: 'ghg',
        title: 'CO₂ et gaz à effet de serre',
        content: `Une intensité carbone d’<strong>environ ${CARBON_INTENSITY} tonnes d’équivalent CO<sub>2</sub> par tonne d’aluminium</strong>, parmi les plus faibles au monde. Émissions totales${NBSP}: ${n(f.ghgMt, 1)} millions de tonnes d’équivalent CO<sub>2</sub> en ${year}.`,
      },
      {
        key: 'energy',
        title: 'Énergie',
        content: `<strong>${formatPercent(HYDRO_SHARE, 'fr')}</strong> de l’électricité utilisée par les alumineries québécoises provient de l’hydroélectricité, une énergie renouvelable. Les membres ont consommé ${n(f.electricityTWh, 1)}${NBSP}TWh d’électricité en ${year}.`,
      },
      {
        key: 'pah',
        title: 'Émissions de HAP',
        content: `Les émissions d’hydrocarbures aromatiques polycycliques (HAP) ont été réduites de <strong>plus de ${formatPercent(PAH_REDUCTION, 'fr')}</strong> depuis ${PAH_BASELINE_YEAR}. ${pahNotes[year]}`,
      },
    ],
  };
}

export const environmentHighlightsFr: Readonly<Record<EnvironmentHighlightsYear, EnvironmentHighlights>> = {
  2017: highlights(2017),
  2018: highlights(2018),
  2019: highlights(2019),
  2020: highlights(2020),
  2021: highlights(2021),
};
