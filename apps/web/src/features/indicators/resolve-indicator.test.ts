import { describe, expect, it } from 'vitest';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { resolveIndicator } from './resolve-indicator';

const item = (key: string, path: string): IndicatorListItem => ({
  key,
  path,
  type: 'chart',
  custom: null,
  name: { en: key, fr: key },
});
const list = [
  item('ghg', '/indicators/environnement/air/emissions_ges'),
  item('pah', '/indicators/environnement/air/hap'),
  item('energy', '/indicators/environnement/energie/energie_consommation_totales'),
  item('jobs', '/indicators/social/emploi/autre_nombre_employes'),
];

describe('resolveIndicator', () => {
  it('finds the indicator with exactly that path, with or without a trailing slash', () => {
    expect(resolveIndicator(list, '/indicators/environnement/air/hap')).toEqual({ kind: 'found', indicator: list[1] });
    expect(resolveIndicator(list, '/indicators/environnement/air/hap/')).toEqual({ kind: 'found', indicator: list[1] });
  });

  it('lists the indicators under a section or a subsection address, in the list order', () => {
    expect(resolveIndicator(list, '/indicators/environnement')).toEqual({
      kind: 'listing',
      section: 'environnement',
      subsection: null,
      indicators: [list[0], list[1], list[2]],
    });
    expect(resolveIndicator(list, '/indicators/environnement/air/')).toEqual({
      kind: 'listing',
      section: 'environnement',
      subsection: 'air',
      indicators: [list[0], list[1]],
    });
  });

  it('lists every indicator at /indicators', () => {
    expect(resolveIndicator(list, '/indicators')).toEqual({ kind: 'listing', section: null, subsection: null, indicators: list });
  });

  it('reports an unknown address as missing, never a prefix match on a partial segment', () => {
    expect(resolveIndicator(list, '/indicators/environnement/air/nope')).toEqual({ kind: 'missing' });
    expect(resolveIndicator(list, '/indicators/environ')).toEqual({ kind: 'missing' });
    expect(resolveIndicator(list, '/indicators/environnement/ai')).toEqual({ kind: 'missing' });
    expect(resolveIndicator(list, '/indicators/environnement/air/hap/extra')).toEqual({ kind: 'missing' });
    expect(resolveIndicator([], '/indicators')).toEqual({ kind: 'missing' });
  });
});
