import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { AppProviders } from '../../app/AppProviders';
import { demoGlobals } from '../../test/render-in-app';
import type { DataProgressAnswer } from './progress-polling';
import { useDataProgress, type DataProgressSeed } from './use-data-progress';

const progressOf = (key: string, remaining: number): SubjectDataProgress => ({
  key,
  name: { en: key, fr: key },
  section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  period: '2022',
  available: 7,
  remaining,
  users: [],
});

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders globals={demoGlobals()}>{children}</AppProviders>;

/** Answers each request with the next answer of the list, recording the keys asked for. */
function server(answers: DataProgressAnswer[]) {
  const asked: string[][] = [];
  const fetchData = vi.fn(async (keys: readonly string[]) => {
    asked.push([...keys]);
    const answer = answers.shift();
    if (!answer) throw new Error('asked once too often');
    return answer;
  });
  return { asked, fetchData };
}

const settle = () => act(async () => {});

describe('useDataProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const seed: DataProgressSeed = { progress: [progressOf('energy', 7), progressOf('ghg', 7)], keys: ['energy', 'ghg'] };

  it('asks for every key at once, then every 3 s for those still remaining, and stops when none remain', async () => {
    const { asked, fetchData } = server([
      { progress: { energy: progressOf('energy', 3) }, remaining: ['ghg'] },
      { progress: {}, remaining: ['ghg'] },
      { progress: { ghg: progressOf('ghg', 1) }, remaining: [] },
    ]);
    const { result } = renderHook(() => useDataProgress(seed, fetchData, 3000), { wrapper });
    // The first paint shows what is known, waiting for every key.
    expect(result.current.progress.map((item) => item.remaining)).toEqual([7, 7]);
    expect(result.current.pending).toEqual(['energy', 'ghg']);
    await settle();
    expect(asked).toEqual([['energy', 'ghg']]);
    expect(result.current.progress.map((item) => item.remaining)).toEqual([3, 7]);
    expect(result.current.pending).toEqual(['ghg']);

    await act(async () => vi.advanceTimersByTime(2999));
    expect(asked).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked).toEqual([['energy', 'ghg'], ['ghg']]);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(asked).toEqual([['energy', 'ghg'], ['ghg'], ['ghg']]);
    expect(result.current.progress.map((item) => item.remaining)).toEqual([3, 1]);
    expect(result.current.pending).toEqual([]);

    // Nothing remains: no further request, however long the screen stays open.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(fetchData).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the screen is left', async () => {
    const { fetchData } = server([{ progress: {}, remaining: ['energy', 'ghg'] }]);
    const { unmount } = renderHook(() => useDataProgress(seed, fetchData, 3000), { wrapper });
    await settle();
    unmount();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('stops and says so when a request fails, keeping the figures it had', async () => {
    const fetchData = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useDataProgress(seed, fetchData, 3000), { wrapper });
    await settle();
    expect(result.current.failed).toBe(true);
    expect(result.current.pending).toEqual([]);
    expect(result.current.progress).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(fetchData).toHaveBeenCalledTimes(1);
  });
});
