import type { EconomyHighlightsYear } from './available-years.js';
import { DEMO_FIGURES } from './demo-figures.js';
import type { EconomySlides } from './economy-highlights.js';
import { formatNumber, formatPercent } from './format.js';

const n = (value: number, digits = 0) => formatNumber(value, 'fr', digits);

const productionNotes: Record<EconomyHighlightsYear, string> = {
  2017: 'Une année record, toutes les séries de cuves tournant à pleine capacité.',
  2018: 'La production a reculé après la fermeture d’une ancienne aluminerie et un conflit de travail dans une autre usine.',
  2020: 'La production a augmenté grâce au redémarrage de capacités à l’arrêt, malgré la pandémie.',
  2021: 'La production est restée stable alors que la demande d’aluminium à faible empreinte carbone progressait.',
};

const exportNotes: Record<EconomyHighlightsYear, string> = {
  2017: 'Les États-Unis sont demeurés le principal marché.',
  2018: 'La hausse des prix mondiaux a accru la valeur des expéditions malgré des volumes moindres.',
  2020: 'La baisse des prix mondiaux a réduit la valeur des expéditions.',
  2021: 'Des prix élevés ont porté les exportations à leur plus haute valeur en cinq ans.',
};

function slides(year: EconomyHighlightsYear): EconomySlides {
  const f = DEMO_FIGURES[year];
  return [
    {
      key: 'production',
      title: 'Production annuelle',
      data: `<strong>${n(f.productionMt, 1)}</strong> millions de tonnes`,
      text: `d’aluminium de première fusion produites en ${year} par les ${f.producers} producteurs membres de l’association dans ${f.smelters} alumineries québécoises. ${productionNotes[year]}`,
    },
    {
      key: 'exports',
      title: 'Exportations',
      data: `<strong>${n(f.exportsBillion, 1)}</strong> milliards de dollars`,
      text: `d’exportations d’aluminium, soit environ ${formatPercent(f.exportShare, 'fr')} de la production québécoise, expédiées surtout aux États-Unis et en Europe. ${exportNotes[year]}`,
    },
    {
      key: 'expenditures',
      title: 'Dépenses d’exploitation au Québec',
      data: `<strong>${n(f.expendituresBillion, 1)}</strong> milliards de dollars`,
      text: `consacrés à l’achat de biens et de services auprès de quelque ${n(f.suppliers)} fournisseurs québécois, ce qui soutient l’emploi dans toutes les régions où les membres sont présents.`,
    },
  ];
}

export const economyHighlightsFr: Readonly<Record<EconomyHighlightsYear, EconomySlides>> = {
  2017: slides(2017),
  2018: slides(2018),
  2020: slides(2020),
  2021: slides(2021),
};
