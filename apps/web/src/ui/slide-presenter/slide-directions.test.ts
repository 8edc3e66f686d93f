import { describe, expect, it } from 'vitest';
import { showsChevron, slideDirections } from './slide-directions';

describe('slideDirections', () => {
  it('goes down from the first slide, up from the last and both ways in between', () => {
    expect(slideDirections(3)).toEqual(['down', 'both', 'up']);
    expect(slideDirections(5)).toEqual(['down', 'both', 'both', 'both', 'up']);
  });

  it('has only down then up for two slides', () => {
    expect(slideDirections(2)).toEqual(['down', 'up']);
  });

  it('goes nowhere from a single slide', () => {
    expect(slideDirections(1)).toEqual(['none']);
  });

  it('is empty without slides', () => {
    expect(slideDirections(0)).toEqual([]);
    expect(slideDirections(-2)).toEqual([]);
  });
});

describe('showsChevron', () => {
  it('shows the chevrons of each direction', () => {
    expect(showsChevron('down', 'down')).toBe(true);
    expect(showsChevron('down', 'up')).toBe(false);
    expect(showsChevron('up', 'up')).toBe(true);
    expect(showsChevron('up', 'down')).toBe(false);
    expect(showsChevron('both', 'up')).toBe(true);
    expect(showsChevron('both', 'down')).toBe(true);
    expect(showsChevron('none', 'up')).toBe(false);
    expect(showsChevron('none', 'down')).toBe(false);
  });
});
