import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoGlobals, renderInApp } from '../../test/render-in-app';
import { IndicatorShowPage } from './IndicatorShowPage';
import { indicatorFixture } from './test/indicator-fixtures';

const indicator = indicatorFixture({ type: 'table' });
const item = { key: indicator.key, path: indicator.path, type: indicator.type, custom: null, name: indicator.name };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  document.cookie = 'locale=en; path=/';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a standard indicator page', () => {
  it("shows the indicator's place and name on its first render, while its code and figures load, then its figures under them", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInApp(<IndicatorShowPage />, { path: indicator.path, globals: demoGlobals({ indicators: [item] }) });

    // Before the page's own code has arrived: the name (the page's largest text) and a loading notice.
    expect(screen.getByRole('heading', { level: 1, name: 'Annual aluminium production' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'You are here' })).getByRole('link', { name: 'Production' })).toHaveAttribute(
      'href',
      '/indicators/economie/production',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures…');

    // The page's code is there and asks for the figures: still the same heading and notice.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Annual aluminium production' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures…');

    answer(new Response(JSON.stringify({ indicator }), { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    expect(await screen.findByRole('table', { name: 'Annual aluminium production (Mt)' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Unit: Mt')).toBeVisible();
  });

  it('is named in the visitor’s language before its code has loaded', () => {
    document.cookie = 'locale=fr; path=/';
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderInApp(<IndicatorShowPage />, { path: indicator.path, globals: demoGlobals({ indicators: [item] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Production annuelle d’aluminium' })).toBeVisible();
  });
});
