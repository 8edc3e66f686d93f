import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { annotation, indicator } from '../test/indicator-admin-fixtures';
import { fakeServer, json, on, renderIndicatorAdmin } from '../test/render-indicator-admin';
import { DuplicateAnnotationPage, EditAnnotationPage } from './AnnotationFormPage';
import { AnnotationsPage } from './AnnotationsPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const shown = indicator();
const base = `/services/indicators/${shown.key}`;
const strike = annotation();
const everyYear = annotation({ id: 42, period: null, text: { en: '<p>Figures are rounded.</p>', fr: null } });

describe('the annotations list', () => {
  it('lists every year first, then by year, with an excerpt per language; deletes one after confirming', async () => {
    const { calls } = fakeServer(
      on('GET', base, { indicator: shown }),
      on('GET', `${base}/annotations`, () => ({ annotations: calls.some((call) => call.method === 'DELETE') ? [everyYear] : [strike, everyYear] })),
      on('DELETE', `${base}/annotations/${strike.id}`, { id: strike.id }),
    );
    renderIndicatorAdmin('/admin/indicators/:key/annotations', AnnotationsPage, `/admin/indicators/${shown.key}/annotations`);
    const table = await screen.findByRole('table', { name: 'Annotations of Annual aluminium production' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Every year');
    expect(first).toHaveTextContent('Figures are rounded.');
    expect(first).toHaveTextContent('No text');
    expect(second).toHaveTextContent('Production was slowed by a strike.');
    expect(second).toHaveTextContent('La production a été ralentie par une grève.');
    expect(within(second!).getByRole('link', { name: 'Duplicate the annotation 2020: Production was slowed by a strike.' })).toHaveAttribute(
      'href',
      `/admin/indicators/${shown.key}/annotations/41/duplicate`,
    );
    expect(within(second!).getByRole('link', { name: /^Edit the annotation 2020/ })).toHaveAttribute('href', `/admin/indicators/${shown.key}/annotations/41`);

    await userEvent.click(within(second!).getByRole('button', { name: /^Delete the annotation 2020/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this annotation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The annotation for 2020 was deleted.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${base}/annotations/41`]);
  });
});

describe('an annotation’s form', () => {
  it('duplicates: filled in from the original, saved as a new annotation (POST), the original left alone', async () => {
    const { calls } = fakeServer(
      on('GET', base, { indicator: shown }),
      on('GET', `${base}/annotations/${strike.id}`, { annotation: strike }),
      on('POST', `${base}/annotations`, (request: { body: unknown }) => json({ annotation: annotation({ id: 43, period: '2021' }), sent: request.body }, 201)),
    );
    const { router } = renderIndicatorAdmin('/admin/indicators/:key/annotations/:id/duplicate', DuplicateAnnotationPage, `/admin/indicators/${shown.key}/annotations/41/duplicate`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Duplicate the annotation' })).toBeInTheDocument();
    const year = screen.getByRole('textbox', { name: 'Year' });
    expect(year).toHaveValue('2020');
    expect(screen.getByRole('radio', { name: 'One year' })).toBeChecked();
    const english = await screen.findByRole('textbox', { name: 'Text (English)' });
    expect(english).toHaveTextContent('Production was slowed by a strike.');
    expect(within(english).getByText('slowed').tagName).toBe('STRONG');
    expect(await screen.findByRole('textbox', { name: 'Text (French)' })).toHaveTextContent('La production a été ralentie par une grève.');

    await userEvent.clear(year);
    await userEvent.type(year, '2021');
    await userEvent.click(screen.getByRole('button', { name: 'Add the annotation' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/indicators/${shown.key}/annotations`));
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', path: `${base}/annotations` });
    expect(writes[0]!.body).toEqual({ annotation: { period: '2021', text: strike.text } });
  });

  it('edits with PUT; a year that is not one shows under the period, every year sends none', async () => {
    const { calls } = fakeServer(
      on('GET', base, { indicator: shown }),
      on('GET', `${base}/annotations/${strike.id}`, { annotation: strike }),
      on('PUT', `${base}/annotations/${strike.id}`, (request: { body: unknown }) =>
        (request.body as { annotation: { period: string | null } }).annotation.period === null
          ? { annotation: { ...strike, period: null } }
          : json({ code: 'INVALID_RECORD', feedback: 'Invalid', details: { 'annotation.period': [{ error: 'INVALID' }] } }, 422),
      ),
    );
    const { router } = renderIndicatorAdmin('/admin/indicators/:key/annotations/:id', EditAnnotationPage, `/admin/indicators/${shown.key}/annotations/41`);
    const year = await screen.findByRole('textbox', { name: 'Year' });
    await userEvent.clear(year);
    await userEvent.type(year, '20x1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('group', { name: 'Period' })).toHaveAccessibleDescription('Enter a year of four digits.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Every year' }));
    expect(year).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/indicators/${shown.key}/annotations`));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ annotation: { period: null, text: strike.text } });
  });
});
