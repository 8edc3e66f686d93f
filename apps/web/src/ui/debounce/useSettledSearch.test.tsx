import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledSearch } from './useSettledSearch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettledSearch', () => {
  it('sends the text, trimmed, once it has stopped changing, and not when it is the search applied', () => {
    const onSettled = vi.fn();
    const { result } = renderHook(() => useSettledSearch('', onSettled, 500));
    act(() => result.current[1]('al'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current[1]('alma '));
    act(() => vi.advanceTimersByTime(499));
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSettled).toHaveBeenCalledExactlyOnceWith('alma');
    expect(result.current[0]).toBe('alma ');
  });

  it('empties the box when the search is cleared from outside, and keeps what is typed otherwise', () => {
    const onSettled = vi.fn();
    const { result, rerender } = renderHook(({ applied }) => useSettledSearch(applied, onSettled, 500), { initialProps: { applied: 'alma' } });
    expect(result.current[0]).toBe('alma');
    act(() => result.current[1]('almas'));
    rerender({ applied: 'alma' });
    expect(result.current[0]).toBe('almas');
    rerender({ applied: '' });
    expect(result.current[0]).toBe('');
  });
});
