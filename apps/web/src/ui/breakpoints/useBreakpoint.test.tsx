import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS, MEDIA_QUERIES } from './breakpoints';
import { useBreakpoint } from './useBreakpoint';

/** A matchMedia that understands the min-/max-width queries we use, driven by a fake viewport width. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
  };
}

function Probe() {
  return <p>{useBreakpoint()}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBreakpoint', () => {
  it('uses the spec breakpoints (768px and 1200px)', () => {
    expect(BREAKPOINTS).toEqual({ tablet: 768, desktop: 1200 });
    expect(MEDIA_QUERIES.mobile).toBe('(max-width: 767.98px)');
    expect(MEDIA_QUERIES.desktop).toBe('(min-width: 1200px)');
  });

  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
    [1600, 'desktop'],
  ])('reports %ipx as %s', (width, expected) => {
    fakeViewport(width);
    render(<Probe />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('follows the viewport when it crosses a breakpoint', () => {
    const viewport = fakeViewport(1300);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => viewport.resize(900));
    expect(screen.getByText('tablet')).toBeInTheDocument();
    act(() => viewport.resize(500));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });

  it('defaults to desktop where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
