import type { indicators as en } from '../en/indicators.js';

export const indicators: Record<keyof typeof en, string> = {
  'indicators.year': 'Année',
  'indicators.noData': 'Les chiffres de cet indicateur ne sont pas encore publiés.',
  'indicators.seeIndicator': "Voir l'indicateur",
};
