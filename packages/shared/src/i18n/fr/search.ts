import type { search as en } from '../en/search.js';

/** Search: the box, its results and its notices. */
export const search: Record<keyof typeof en, string> = {
  'search.label': 'Rechercher',
  'search.placeholder': 'Rechercher des indicateurs et des sujets',
  'search.shortcut': 'Appuyez sur / pour rechercher',
  'search.loading': 'Recherche en cours…',
  'search.noResults': 'Aucun résultat pour « {query} »',
  'search.count': '{count, plural, one {# résultat} other {# résultats}}',
  'search.group.indicator': 'Indicateurs',
  'search.group.subject': 'Sujets',
  'search.publicPage': 'Page publique',
  'search.unavailable': 'La recherche n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
};
