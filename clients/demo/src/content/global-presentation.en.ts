import type { GlobalPresentationYear } from './available-years.js';
import { CARBON_INTENSITY, DEMO_FIGURES, HYDRO_SHARE, PAH_BASELINE_YEAR, PAH_REDUCTION } from './demo-figures.js';
import { formatNumber, formatPercent, NBSP } from './format.js';
import type { GlobalPresentation } from './global-presentation.js';

const n = (value: number, digits = 0) => formatNumber(value, 'en', digits);

function groups(year: GlobalPresentationYear): GlobalPresentation {
  const f = DEMO_FIGURES[year];
  return [
    {
      name: null,
      items: [
        { icon: 'factory', value: n(f.producers), description: '<strong>aluminium producers</strong> and one mining group are members of the association' },
        { icon: 'smelter', value: n(f.smelters), description: `<strong>smelters</strong> in Quebec in ${year}` },
        { icon: 'worker', value: n(f.employees), description: '<strong>direct jobs</strong>, mostly in the regions' },
      ],
    },
    {
      name: 'Economy',
      annotation: 'Amounts in Canadian dollars.',
      items: [
        { icon: 'ingot', value: n(f.productionMt, 1), description: 'million tonnes of <strong>primary aluminium</strong> produced' },
        { icon: 'globe', value: `$${n(f.exportsBillion, 1)} billion`, description: `in <strong>exports</strong>, about ${formatPercent(f.exportShare, 'en')} of production` },
        { icon: 'money', value: `$${n(f.expendituresBillion, 1)} billion`, description: '<strong>operating expenditures</strong> in Quebec' },
      ],
    },
    {
      name: 'Environment',
      annotation: `PAH reduction measured against ${PAH_BASELINE_YEAR} emissions.`,
      items: [
        { icon: 'water', value: formatPercent(HYDRO_SHARE, 'en'), description: 'of the electricity used comes from <strong>hydropower</strong>' },
        { icon: 'lightning', value: `${n(f.electricityTWh, 1)}${NBSP}TWh`, description: 'of <strong>electricity</strong> consumed' },
        {
          icon: 'cloud',
          value: null,
          description: `A carbon intensity of <strong>about ${CARBON_INTENSITY} tonnes of CO<sub>2</sub> equivalent per tonne of aluminium</strong>`,
        },
        { icon: 'leaf', value: null, description: `PAH emissions reduced by <strong>over ${formatPercent(PAH_REDUCTION, 'en')}</strong> since ${PAH_BASELINE_YEAR}` },
        { icon: 'recycle', value: null, description: 'Aluminium can be <strong>recycled again and again</strong> without losing its properties' },
      ],
    },
    {
      name: 'Community',
      items: [
        { icon: 'graduation', value: n(f.trainingHours), description: '<strong>hours of training</strong> given to employees' },
        { icon: 'handshake', value: `$${n(f.donationsMillion, 1)} million`, description: 'in <strong>donations and community investments</strong>' },
      ],
    },
  ];
}

export const globalPresentationEn: Readonly<Record<GlobalPresentationYear, GlobalPresentation>> = {
  2017: groups(2017),
  2018: groups(2018),
  2019: groups(2019),
  2020: groups(2020),
  2021: groups(2021),
};
