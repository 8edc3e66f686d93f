import { describe, expect, it } from 'vitest';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { applyProgressAnswer, nextPollDelay } from './progress-polling';

const progressOf = (key: string, remaining: number): SubjectDataProgress => ({
  key,
  name: { en: key, fr: key },
  section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  period: '2022',
  available: 10,
  remaining,
  users: [],
});

describe('data progress polling', () => {
  it('asks again after 3 s while keys remain, and stops once none do', () => {
    expect(nextPollDelay(['energy'], 3000)).toBe(3000);
    expect(nextPollDelay([], 3000)).toBeNull();
  });

  it('replaces the subjects answered, keeps the order shown, and asks next for the keys still remaining', () => {
    const shown = [progressOf('energy', 5), progressOf('ghg', 4), progressOf('pah', 3)];
    const next = applyProgressAnswer(shown, ['energy', 'ghg', 'pah'], { progress: { pah: progressOf('pah', 0), energy: progressOf('energy', 2) }, remaining: ['ghg'] });
    expect(next.progress.map((item) => [item.key, item.remaining])).toEqual([
      ['energy', 2],
      ['ghg', 4],
      ['pah', 0],
    ]);
    expect(next.pending).toEqual(['ghg']);
  });

  it('adds subjects not shown yet and drops those that neither came back nor remain (no longer there)', () => {
    const next = applyProgressAnswer([progressOf('gone', 1)], ['gone', 'energy'], { progress: { energy: progressOf('energy', 1) }, remaining: [] });
    expect(next.progress.map((item) => item.key)).toEqual(['energy']);
    expect(next.pending).toEqual([]);
  });
});
