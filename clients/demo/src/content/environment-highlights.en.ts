import type { EnvironmentHighlightsYear } from './available-years.js';
import { CARBON_INTENSITY, DEMO_FIGURES, HYDRO_SHARE, PAH_BASELINE_YEAR, PAH_REDUCTION } from './demo-figures.js';
import type { EnvironmentHighlights } from './environment-highlights.js';
import { formatNumber, formatPercent, NBSP } from './format.js';

const n = (value: number, digits = 0) => formatNumber(value, 'en', digits);

const pahNotes: Record<EnvironmentHighlightsYear, string> = {
  2017: 'Most emissions now come from the last older-technology potlines, due to close in 2018.',
  2018: 'Emissions fell further with the closure of the last older-technology potlines.',
  2019: 'New fume-treatment centres came into service at two smelters.',
  2020: 'Continuous monitoring was extended to every smelter.',
  2021: 'Emissions stayed at their historic low for the fourth year running.',
};

function highlights(year: EnvironmentHighlightsYear): EnvironmentHighlights {
  const f = DEMO_FIGURES[year];
  return {
    title: `Environmental performance in ${year}`,
    highlights: [
      {
        key: 'ghg',
        title: 'CO₂ and greenhouse gases',
        content: `A carbon intensity of <strong>about ${CARBON_INTENSITY} tonnes of CO<sub>2</sub> equivalent per tonne of aluminium</strong>, among the lowest in the world. Total emissions: ${n(f.ghgMt, 1)} million tonnes of CO<sub>2</sub> equivalent in ${year}.`,
      },
      {
        key: 'energy',
        title: 'Energy',
        content: `<strong>${formatPercent(HYDRO_SHARE, 'en')}</strong> of the electricity used by Quebec smelters comes from renewable hydropower. Members consumed ${n(f.electricityTWh, 1)}${NBSP}TWh of electricity in ${year}.`,
      },
      {
        key: 'pah',
        title: 'PAH emissions',
        content: `Emissions of polycyclic aromatic hydrocarbons (PAHs) have been cut by <strong>over ${formatPercent(PAH_REDUCTION, 'en')}</strong> since ${PAH_BASELINE_YEAR}. ${pahNotes[year]}`,
      },
    ],
  };
}

export const environmentHighlightsEn: Readonly<Record<EnvironmentHighlightsYear, EnvironmentHighlights>> = {
  2017: highlights(2017),
  2018: highlights(2018),
  2019: highlights(2019),
  2020: highlights(2020),
  2021: highlights(2021),
};
