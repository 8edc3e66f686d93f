import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { SearchResult } from '@platform/shared/search/search.contract';
import { AppProviders } from '../../app/AppProviders';
import { demoGlobals } from '../../test/render-in-app';
import { json, stubServer } from '../data-collection/approval/test/approval-fixtures';
import { SearchBox } from './SearchBox';

const admin: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['subjects.read', 'subjects.configure'],
  super_admin: false,
  impersonated_by: null, visitor: false,
  areas: ['subjects', 'subjectConfiguration'],
};

const indicator: SearchResult = {
  kind: 'indicator',
  key: 'emissions_ges',
  name: { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' },
  path: '/indicators/environnement/air/emissions_ges',
  excerpt: 'Direct emissions of each smelter',
};
const pah: SearchResult = { ...indicator, key: 'hap', name: { en: 'PAH emissions', fr: 'Émissions de HAP' }, path: '/indicators/environnement/air/hap', excerpt: null };
const subject: SearchResult = {
  kind: 'subject',
  key: 'ghg_emissions',
  name: { en: 'Greenhouse gas emissions', fr: 'Émissions de gaz à effet de serre' },
  path: '/admin/subjects/ghg_emissions',
  excerpt: 'Environment · Direct emissions',
};

/** The server's answer to every search: the results given, or a status with the error envelope. */
function searchServer(answer: SearchResult[] | { status: number; code: string }) {
  return stubServer((url) => {
    if (url.pathname !== '/api/search') return undefined;
    if (Array.isArray(answer)) return json({ results: answer });
    return json({ code: answer.code, feedback: 'Search is not available at the moment.' }, answer.status);
  });
}

function renderBox(profile: Profile = admin) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <>
            <SearchBox />
            <label>
              Comment <input />
            </label>
          </>
        ),
      },
      { path: '/admin/subjects/:key', element: <p>subject page</p> },
      { path: '/indicators/*', element: <p>indicator page</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <AppProviders globals={demoGlobals({ profile })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const searchesSent = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/search').map((url) => url.search);

// The clock also moves on its own, so the router and user events run; waits below leave a margin for it.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('searches 500 ms after the last key, in the interface’s language, saying it is searching meanwhile', async () => {
    const fetchMock = searchServer([indicator]);
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    const keys = user();
    await keys.type(box, 'em');
    await settle(300);
    await keys.type(box, 'is');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    // 750 ms after the first key, but not yet 500 ms after the last one.
    await settle(450);
    expect(searchesSent(fetchMock)).toEqual([]);
    await settle(60);
    expect(searchesSent(fetchMock)).toEqual(['?q=emis&locale=en']);
    expect(await screen.findByRole('option', { name: /Greenhouse gas emissions/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('does not search under two characters', async () => {
    const fetchMock = searchServer([indicator]);
    renderBox();
    await user().type(screen.getByRole('combobox'), 'e');
    await settle(1000);
    expect(searchesSent(fetchMock)).toEqual([]);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('groups the results, moves through them with the arrow keys and opens one with Enter', async () => {
    searchServer([subject, indicator, pah]);
    const router = renderBox();
    const box = screen.getByRole('combobox');
    const keys = user();
    await keys.type(box, 'emissions');
    await settle(500);
    const listbox = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const [indicators, subjects] = within(listbox).getAllByRole('group');
    expect(indicators).toHaveAccessibleName('Indicators');
    expect(within(indicators!).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Greenhouse gas emissionsPublic pageDirect emissions of each smelter',
      'PAH emissionsPublic page',
    ]);
    expect(subjects).toHaveAccessibleName('Subjects');
    expect(within(subjects!).getByRole('option')).toHaveTextContent('Greenhouse gas emissionsEnvironment · Direct emissions');

    await keys.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await keys.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await keys.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await keys.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await keys.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/subjects/ghg_emissions');
    expect(screen.getByText('subject page')).toBeInTheDocument();
  });

  it('closes with Escape, opens again with Enter or an arrow key, and clears the text with a second Escape', async () => {
    searchServer([indicator]);
    const router = renderBox();
    const box = screen.getByRole('combobox');
    const keys = user();
    await keys.type(box, 'greenhouse');
    await settle(500);
    await screen.findByRole('listbox');
    await keys.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await keys.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.pathname).toBe('/admin');
    await keys.keyboard('{Escape}{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await keys.keyboard('{Enter}');
    // An indicator opens its public page.
    expect(router.state.location.pathname).toBe('/indicators/environnement/air/emissions_ges');
  });

  it('clears the text with Escape once the list is closed', async () => {
    searchServer([indicator]);
    renderBox();
    const box = screen.getByRole('combobox');
    const keys = user();
    await keys.type(box, 'greenhouse');
    await keys.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('says when nothing is found', async () => {
    searchServer([]);
    renderBox();
    await user().type(screen.getByRole('combobox'), 'zinc');
    await settle(500);
    expect(await screen.findByText('No results for “zinc”')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the service-unavailable notice and no results when search answers 503', async () => {
    searchServer({ status: 503, code: 'CLIENT_IN_MAINTENANCE' });
    renderBox();
    await user().type(screen.getByRole('combobox'), 'emissions');
    await settle(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available at the moment. Please try again later.');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “emissions”');
    expect(screen.queryAllByRole('option')).toEqual([]);
    // The page stays: search being unavailable is not an error page.
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('searches and labels in French for a French interface', async () => {
    const fetchMock = searchServer([indicator, subject]);
    renderBox({ ...admin, locale: 'fr' });
    const box = screen.getByRole('combobox', { name: 'Rechercher' });
    await user().type(box, 'émissions');
    await settle(500);
    expect(searchesSent(fetchMock)).toEqual([`?q=${encodeURIComponent('émissions')}&locale=fr`]);
    const listbox = await screen.findByRole('listbox');
        expect(within(listbox).getByRole('group', { name: 'Indicateurs' })).toHaveTextContent('Émissions de gaz à effet de serrePage publique');
    expect(within(listbox).getByRole('group', { name: 'Sujets' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 résultats');
  });

  it('is focused by "/" from the page, while "/" typed in another field stays a character', async () => {
    searchServer([]);
    renderBox();
    const keys = user();
    await keys.keyboard('/');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveValue('');
    const other = screen.getByRole('textbox', { name: 'Comment' });
    await keys.click(other);
    await keys.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(other).toHaveFocus();
  });
});
