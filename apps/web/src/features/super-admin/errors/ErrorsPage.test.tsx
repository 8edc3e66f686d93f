import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ErrorGroup, ErrorGroupList } from '@platform/shared/error-reports/error-groups.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { ErrorsPage } from './ErrorsPage';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const STACK = 'TypeError: x is undefined\n    at renderChart (index-abc.js:1:200)';
const chart: ErrorGroup = {
  message: 'Chart failed',
  place: '/indicators/env/ges',
  count: 1234,
  first_seen: '2026-03-01T09:01:00.000Z',
  last_seen: '2026-03-02T09:05:00.000Z',
  browsers: [
    { name: 'chrome', major: 124 },
    { name: 'other', major: null },
  ],
  users: ['contributor@example.org'],
  recent: [
    {
      id: 7,
      created_at: '2026-03-02T09:05:00.000Z',
      url: 'https://example.org/indicators/env/ges?year=2021',
      stack: STACK,
      browser: { name: 'chrome', major: 124 },
      user_email: 'contributor@example.org',
    },
    { id: 6, created_at: '2026-03-01T09:01:00.000Z', url: null, stack: null, browser: null, user_email: null },
  ],
};
const lost: ErrorGroup = { ...chart, message: 'Lost', place: '', count: 1, browsers: [], users: [], recent: [] };

const fetchMock = stubFetchEachTest();

const renderPage = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<ErrorsPage />, locale);

const answer = (groups: ErrorGroup[], total = groups.length): ErrorGroupList => ({ groups, total });

describe('ErrorsPage', () => {
  it('lists the groups with their place, count, dates, browsers and users; a group opens on its latest reports and stacks', async () => {
    fetchMock.mockImplementation(async () => json(answer([chart, lost])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Front-end errors' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Chart failed');
    expect(first).toHaveTextContent('/indicators/env/ges');
    expect(first).toHaveTextContent('1,234');
    expect(first).toHaveTextContent('Mar 1, 2026');
    expect(first).toHaveTextContent('Chrome 124, Other');
    expect(first).toHaveTextContent('contributor@example.org');
    expect(second).toHaveTextContent('Unknown');
    expect(second).toHaveTextContent('Visitors only');
    expect(screen.getByText('2 groups of errors')).toBeVisible();
    expect(screen.queryByLabelText('Stack')).not.toBeInTheDocument();

    const toggle = within(first!).getByRole('button', { name: 'Show the latest reports of “Chart failed”' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Latest 2 reports' })).toBeVisible();
    expect(screen.getByLabelText('Stack')).toHaveTextContent('at renderChart (index-abc.js:1:200)');
    expect(screen.getByText('https://example.org/indicators/env/ges?year=2021')).toBeVisible();
    expect(screen.getByText('A visitor')).toBeVisible();
    expect(screen.getByText('No stack was reported.')).toBeVisible();
    await userEvent.click(within(first!).getByRole('button', { name: 'Hide the latest reports of “Chart failed”' }));
    expect(screen.queryByLabelText('Stack')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/services/super_admin/errors?page=1&per_page=25');
  });

  it('says when no error was reported, in French', async () => {
    fetchMock.mockImplementation(async () => json(answer([])));
    renderPage('fr');
    expect(await screen.findByText('Aucune erreur n’a été signalée.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Erreurs de l’interface' })).toBeVisible();
  });

  it('pages through the groups', async () => {
    fetchMock.mockImplementation(async (input) =>
      json(String(input).includes('page=2') ? answer([lost], 26) : answer([chart], 26)),
    );
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Pages of errors' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: /Lost/ })).toBeVisible();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/services/super_admin/errors?page=2&per_page=25');
  });

  it('shows a failed load', async () => {
    fetchMock.mockImplementation(async () => json({ code: 'INTERNAL', feedback: 'Boom' }, 500));
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The errors could not be loaded.');
  });
});
