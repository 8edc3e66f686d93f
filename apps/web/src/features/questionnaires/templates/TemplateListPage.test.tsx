import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { fakeServer, json, on, renderTemplates } from './test/render-templates';
import { summary, template } from './test/templates-fixtures';
import { TemplateListPage } from './TemplateListPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/admin/questionnaires/templates';
const policies = summary();
const draft = summary({
  id: 14,
  name: { en: 'Community programmes', fr: 'Programmes communautaires' },
  state: 'draft',
  version: 1,
  questionnaires_count: 0,
  fields_count: 1,
  abilities: { update: true, delete: true, duplicate: true, publish: true, archive: true, restore: false, send: false },
});
const archived = summary({
  id: 15,
  name: { en: 'Certifications 2024', fr: 'Certifications 2024' },
  state: 'archived',
  version: 3,
  questionnaires_count: 9,
  abilities: { update: false, delete: false, duplicate: true, publish: false, archive: false, restore: true, send: false },
});

describe('the template list', () => {
  it('shows each template’s name, state in words, version and questionnaires, and searches and filters', async () => {
    const { calls } = fakeServer(
      on('GET', '/templates', (request: { query: URLSearchParams }) => {
        if (request.query.get('state') === 'archived') return { templates: [archived], total: 1 };
        if (request.query.get('q') === 'community') return { templates: [draft], total: 1 };
        return { templates: [policies, draft, archived], total: 3 };
      }),
    );
    const user = userEvent.setup();
    renderTemplates(PATH, TemplateListPage, PATH);
    const table = await screen.findByRole('table', { name: 'Questionnaire templates, last changed first' });
    const row = within(table).getByRole('row', { name: /^Sustainability policies/ });
    expect(within(row).getByRole('link', { name: 'Sustainability policies' })).toHaveAttribute('href', '/admin/questionnaires/templates/12');
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('published');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['2', '4']));
    expect(row).toHaveTextContent('3 questions');
    expect(within(table).getByRole('row', { name: /^Community programmes/ })).toHaveTextContent('Draft');
    expect(within(table).getByRole('row', { name: /^Certifications 2024/ })).toHaveTextContent('Archived');
    expect(screen.getByText('3 templates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/admin/questionnaires/templates/new');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'archived');
    await vi.waitFor(() => expect(within(screen.getByRole('table')).queryByRole('row', { name: /^Sustainability/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /^Certifications 2024/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'community');
    await vi.waitFor(() => expect(screen.getByText('1 template')).toBeInTheDocument(), { timeout: 3 * SEARCH_DEBOUNCE_MS });
    const asked = calls.filter((call) => call.path === '/templates').map((call) => [call.query.get('q'), call.query.get('state')]);
    expect(asked).toEqual([
      [null, null],
      [null, 'archived'],
      [null, null],
      ['community', null],
    ]);
  });

  it('says when there is no template, and when none matches', async () => {
    fakeServer(on('GET', '/templates', { templates: [], total: 0 }));
    const view = renderTemplates(PATH, TemplateListPage, PATH);
    expect(await screen.findByText('No template yet. Start one with New template.')).toBeInTheDocument();
    view.unmount();
    renderTemplates(PATH, TemplateListPage, `${PATH}?q=zinc&state=draft`);
    expect(await screen.findByText('No template matches this search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zinc');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('draft');
  });

  it('says when the list could not be read, and reads it again', async () => {
    let fail = true;
    fakeServer(on('GET', '/templates', () => (fail ? json({ code: 'INTERNAL_ERROR', feedback: 'Boom' }, 500) : { templates: [policies], total: 1 })));
    const user = userEvent.setup();
    renderTemplates(PATH, TemplateListPage, PATH);
    const failed = await screen.findByText('The templates could not be loaded.', {}, { timeout: 5000 });
    fail = false;
    await user.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /^Sustainability policies/ })).toBeInTheDocument();
  }, 15_000);

  it('offers on each row only what its abilities allow', async () => {
    fakeServer(on('GET', '/templates', { templates: [policies, draft, archived], total: 3 }));
    renderTemplates(PATH, TemplateListPage, PATH);
    const used = await screen.findByRole('group', { name: 'Actions on Sustainability policies' });
    const buttons = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);
    expect(within(used).getByRole('link', { name: 'Open Sustainability policies' })).toHaveAttribute('href', '/admin/questionnaires/templates/12');
    expect(buttons(used)).toEqual(['Duplicate', 'Archive']);
    expect(buttons(screen.getByRole('group', { name: 'Actions on Community programmes' }))).toEqual(['Duplicate', 'Archive', 'Delete']);
    expect(buttons(screen.getByRole('group', { name: 'Actions on Certifications 2024' }))).toEqual(['Duplicate', 'Restore']);
  });

  it('archives, restores and deletes once confirmed, and opens a copy', async () => {
    const { calls } = fakeServer(
      on('GET', '/templates', { templates: [policies, draft, archived], total: 3 }),
      on('PUT', '/templates/12/transition', () => ({ template: template({ state: 'archived' }) })),
      on('PUT', '/templates/15/transition', () => ({ template: template({ id: 15, state: 'published' }) })),
      on('DELETE', '/templates/14', () => new Response(null, { status: 204 })),
      on('PUT', '/templates/14/duplicate', () => json({ template: template({ id: 20, state: 'draft' }) }, 201)),
    );
    const user = userEvent.setup();
    const view = renderTemplates(PATH, TemplateListPage, PATH);

    await user.click(await screen.findByRole('button', { name: 'Archive Sustainability policies' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Archive this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Archive Sustainability policies' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Archive this template?' });
    expect(dialog).toHaveTextContent('“Sustainability policies” will send no new questionnaire');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The template “Sustainability policies” was archived.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/templates/12/transition')?.body).toEqual({ event: 'archive' });

    await user.click(screen.getByRole('button', { name: 'Restore Certifications 2024' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Restore this template?' })).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() => expect(calls.find((call) => call.path === '/templates/15/transition')?.body).toEqual({ event: 'restore' }));

    await user.click(screen.getByRole('button', { name: 'Delete Community programmes' }));
    const deletion = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    await user.click(within(deletion).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The template “Community programmes” was deleted.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/templates/14')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Duplicate Community programmes' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/questionnaires/templates/20'));
  }, 20_000);
});
