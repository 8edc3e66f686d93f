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
];

describe('resolveIndicator', () => {
  it('finds the indicator with exactly that path, with or without a trailing slash', () => {
    expect(resolveIndicator(list, '/indicators/environnement/air/hap')).toEqual({ kind: 'found', indicator: list[1] });
    expect(resolveIndicator(list, '/indicators/environnement/air/hap/')).toEqual({ kind: 'found', indicator: list[1] });
  });

  it('sends a section or subsection address to its first indicator', () => {
    expect(resolveIndicator(list, '/indicators/environnement')).toEqual({ kind: 'redirect', path: list[0]!.path });
    expect(resolveIndicator(list, '/indicators/environnement/energie')).toEqual({ kind: 'redirect', path: list[2]!.path });
    expect(resolveIndicator(list, '/indicators')).toEqual({ kind: 'redirect', path: list[0]!.path });
  });

  it('reports an unknown address as missing, never a prefix match on a partial segment', () => {
    expect(resolveIndicator(list, '/indicators/environnement/air/nope')).toEqual({ kind: 'missing' });
    expect(resolveIndicator(list, '/indicators/environ')).toEqual({ kind: 'missing' });
  });
});
