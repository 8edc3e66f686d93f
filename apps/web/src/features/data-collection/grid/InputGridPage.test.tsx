import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { AppProviders } from '../../../app/AppProviders';
import { QueryLayer } from '../../../app/query/QueryLayer';
import { demoGlobals } from '../../../test/render-in-app';
import { anInput, aSubject, fields } from './grid-test-fixtures';
import { InputGridPage } from './InputGridPage';

const subject = aSubject({
  fields: [fields.production, fields.source, fields.comment],
  tag_dimensions: [
    {
      key: 'organisation',
      depth: 1,
      name: { en: 'Organisation', fr: 'Organisation' },
      leaves: [
        { key: 'alu_nord', name: { en: 'Alu Nord', fr: 'Alu Nord' } },
        { key: 'alu_sud', name: { en: 'Alu Sud', fr: 'Alu Sud' } },
      ],
    },
  ],
});
const existing = anInput({ id: 7, lock_version: 2, tags: { organisation: 'alu_sud' }, values: { production: 210, source: 'hydro' } });
const lastYear = [
  anInput({ id: 1, period: '2021', state: 'approved', tags: { organisation: 'alu_nord' }, values: { production: 100 } }),
  anInput({ id: 2, period: '2021', state: 'approved', tags: { organisation: 'alu_sud' }, values: { production: 200 } }),
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const sent = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) }));

/** The server: the subject, 2022's inputs, 2021's approved ones; a new input over the threshold needs a justification. */
function serve(served = subject) {
  fetchMock.mockImplementation(async (url, init) => {
    const address = new URL(String(url), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (address.pathname === '/api/services/data_cluster/subjects/production') return json({ subject: served });
    if (method === 'GET' && address.pathname.endsWith('/inputs')) {
      const inputs = address.searchParams.get('period') === '2021' ? lastYear : [existing];
      return json({ inputs, total: inputs.length, refused: 0 });
    }
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (method === 'POST') {
      if (!body.justification) {
        return json({ code: 'INVALID_RECORD', feedback: 'Invalid', details: { production: [{ error: 'VARIATION_EXCEEDED', previous: 100, value: 150 }] } }, 422);
      }
      const input: Input = anInput({ id: 8, tags: body.tags, values: body.values, state: 'submitted', justification: body.justification });
      return json({ input, nextSubject: null }, 201);
    }
    if (method === 'PUT') {
      return json({ input: { ...existing, values: body.values, lock_version: 3, state: 'submitted', abilities: { ...existing.abilities, edit: false } } });
    }
    return json({ code: 'NOT_FOUND', feedback: '' }, 404);
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/subjects/:key/inputs/new/grid', element: <InputGridPage /> }], {
    initialEntries: ['/admin/subjects/production/inputs/new/grid'],
  });
  return render(
    <AppProviders globals={demoGlobals()}>
      <QueryLayer>
        <RouterProvider router={router} />
      </QueryLayer>
    </AppProviders>,
  );
}

/** A grid row's parts: AG Grid draws the pinned leaf column and the other columns as two row elements with one index. */
const rowParts = (name: string) => {
  const index = screen.getAllByRole('row').find((row) => within(row).queryByText(name))!.getAttribute('aria-rowindex');
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') === index);
};
const rowText = (name: string) => rowParts(name).map((part) => part.textContent).join(' | ');
const rowCells = (name: string) => rowParts(name).flatMap((part) => within(part).queryAllByRole('gridcell'));

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('InputGridPage', () => {
  it('shows a row per leaf with the period’s values, last year’s approved value and the change in percent', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aluminium production: grid entry' })).toBeVisible();
    await screen.findByText('Alu Sud');
    const sud = rowText('Alu Sud');
    expect(sud).toContain('210');
    expect(sud).toContain('2021: 200 · +5%');
    expect(sud).toContain('Hydroelectric');
    expect(sud).toContain('Draft');
    expect(rowText('Alu Nord')).toContain('Not entered');
    expect(rowText('Alu Nord')).toContain('2021: 100');
    // The period's inputs and last year's approved ones, each in one call.
    const loads = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/inputs'));
    expect(loads).toEqual(
      expect.arrayContaining([
        '/api/services/data_cluster/subjects/production/inputs?period=2022&page=1&per_page=1000',
        '/api/services/data_cluster/subjects/production/inputs?period=2021&state=approved&page=1&per_page=1000',
      ]),
    );
  });

  it('takes a pasted block, submits row by row and sends a justified row again', async () => {
    renderPage();
    await screen.findByText('Alu Nord');
    const cell = rowCells('Alu Nord')[1]!;
    // Keyboard users land here with the arrows; happy-dom gives no focus on click.
    act(() => cell.focus());
    fireEvent.paste(cell, { clipboardData: { getData: () => '150\tNatural gas\n220\t\n' } });
    await waitFor(() => expect(rowText('Alu Nord')).toContain('Unsaved changes'));
    expect(rowText('Alu Nord')).toContain('150');
    expect(rowText('Alu Nord')).toContain('+50%');
    expect(rowText('Alu Nord')).toContain('more than the 10% allowed without a justification');
    expect(rowText('Alu Nord')).toContain('Natural gas');
    expect(rowText('Alu Sud')).toContain('220');
    expect(screen.getByText('2 rows with unsaved changes')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(rowText('Alu Sud')).toContain('Submitted'));
    expect(rowText('Alu Nord')).toContain('Change of more than 10% from last year: justify it.');
    expect(sent('POST')).toEqual([
      {
        url: '/api/services/data_cluster/subjects/production/inputs',
        body: { period: '2022', tags: { organisation: 'alu_nord' }, values: { production: 150, source: 'gas' }, submit: true },
      },
    ]);
    expect(sent('PUT')).toEqual([
      { url: '/api/services/data_cluster/subjects/production/inputs/7', body: { lock_version: 2, values: { production: 220, source: null }, submit: true } },
    ]);

    await userEvent.click(rowParts('Alu Nord').flatMap((part) => within(part).queryAllByRole('button', { name: 'Justify' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Justify the change' });
    expect(dialog).toHaveTextContent('Production: 100 → 150 (+50%)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send with this justification' }));
    expect(within(dialog).getByText('Write a justification.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Justification/ }), 'A new potline started in May.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send with this justification' }));
    await waitFor(() => expect(rowText('Alu Nord')).toContain('Submitted'));
    expect(sent('POST')[1]!.body).toEqual({
      period: '2022',
      tags: { organisation: 'alu_nord' },
      values: { production: 150, source: 'gas' },
      submit: true,
      justification: 'A new potline started in May.',
    });
    expect(screen.getByText('No unsaved changes')).toBeVisible();
  });

  it('asks before another period replaces unsaved changes, and keeps them if the user stays', async () => {
    renderPage();
    await screen.findByText('Alu Nord');
    const cell = rowCells('Alu Nord')[1]!;
    act(() => cell.focus());
    fireEvent.paste(cell, { clipboardData: { getData: () => '130' } });
    await waitFor(() => expect(rowText('Alu Nord')).toContain('Unsaved changes'));

    const period = screen.getByRole('combobox', { name: 'Period' });
    await userEvent.selectOptions(period, '2021');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Your unsaved changes for 2022 will be lost.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(period).toHaveValue('2022');
    expect(rowText('Alu Nord')).toContain('130');

    await userEvent.selectOptions(period, '2021');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change the period' }));
    await waitFor(() => expect(period).toHaveValue('2021'));
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Values for 2021' })).toBeInTheDocument());
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/services/data_cluster/subjects/production/inputs?period=2021&page=1&per_page=1000');
    expect(urls).toContain('/api/services/data_cluster/subjects/production/inputs?period=2020&state=approved&page=1&per_page=1000');
    expect(screen.getByText('No unsaved changes')).toBeVisible();
  });

  it('says so when the user acts for no organisation or site of the subject', async () => {
    serve({ ...subject, tag_dimensions: [{ ...subject.tag_dimensions[0]!, leaves: [] }] });
    renderPage();
    expect(await screen.findByText('You act for no organisation or site on this subject: there is no row to fill.')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
