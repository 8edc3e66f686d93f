import type { EconomyHighlightsYear } from './available-years.js';
import { DEMO_FIGURES } from './demo-figures.js';
import type { EconomySlides } from './economy-highlights.js';
import { formatNumber, formatPercent } from './format.js';

const n = (value: number, digits = 0) => formatNumber(value, 'en', digits);

const productionNotes: Record<EconomyHighlightsYear, string> = {
  2017: 'A record year, with every potline running at full capacity.',
  2018: 'Output fell after the closure of an older smelter and a labour dispute at another site.',
  2020: 'Production rose as idled capacity restarted, despite the pandemic.',
  2021: 'Output held steady while demand for low-carbon aluminium grew.',
};

const exportNotes: Record<EconomyHighlightsYear, string> = {
  2017: 'The United States remained the main market.',
  2018: 'Higher world prices lifted the value of shipments despite lower volumes.',
  2020: 'Lower world prices reduced the value of shipments.',
  2021: 'Strong prices brought exports to their highest value in five years.',
};

function slides(year: EconomyHighlightsYear): EconomySlides {
  const f = DEMO_FIGURES[year];
  return [
    {
      key: 'production',
      title: 'Annual production',
      data: `<strong>${n(f.productionMt, 1)}</strong> million tonnes`,
      text: `of primary aluminium produced in ${year} by the association’s ${f.producers} producers at ${f.smelters} Quebec smelters. ${productionNotes[year]}`,
    },
    {
      key: 'exports',
      title: 'Exports',
      data: `<strong>$${n(f.exportsBillion, 1)}</strong> billion`,
      text: `in aluminium exports, about ${formatPercent(f.exportShare, 'en')} of Quebec production, shipped mostly to the United States and Europe. ${exportNotes[year]}`,
    },
    {
      key: 'expenditures',
      title: 'Operating expenditures in Quebec',
      data: `<strong>$${n(f.expendituresBillion, 1)}</strong> billion`,
      text: `spent on goods and services from some ${n(f.suppliers)} Quebec suppliers, supporting jobs in every region where members operate.`,
    },
  ];
}

export const economyHighlightsEn: Readonly<Record<EconomyHighlightsYear, EconomySlides>> = {
  2017: slides(2017),
  2018: slides(2018),
  2020: slides(2020),
  2021: slides(2021),
};
