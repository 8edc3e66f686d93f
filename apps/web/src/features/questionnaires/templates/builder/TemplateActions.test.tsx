import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditTemplatePage } from '../TemplateBuilderPage';
import { fakeServer, json, on, renderTemplates } from '../test/render-templates';
import { template } from '../test/templates-fixtures';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const EDIT = '/admin/questionnaires/templates/:id';
const DRAFT_ABILITIES = { update: true, delete: true, duplicate: true, publish: true, archive: true, restore: false, send: false };
const ARCHIVED_ABILITIES = { update: false, delete: false, duplicate: true, publish: false, archive: false, restore: true, send: false };

describe('a saved template’s actions', () => {
  it('publishes a draft once confirmed, after its changes are saved', async () => {
    const draft = template({ state: 'draft', version: 1, questionnaires_count: 0, abilities: DRAFT_ABILITIES });
    const { calls } = fakeServer(
      on('GET', '/templates/12', { template: draft }),
      on('PUT', '/templates/12/transition', () => ({ template: template({ state: 'published', version: 1, questionnaires_count: 0, abilities: { ...DRAFT_ABILITIES, publish: false, delete: true } }) })),
    );
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    const actions = await screen.findByRole('group', { name: 'Template actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Publish', 'Archive', 'Duplicate', 'Delete']);
    expect(screen.getByText('Draft')).toBeInTheDocument();

    // Unsaved changes first: moving the template waits for them.
    const name = screen.getByRole('textbox', { name: /^Template name \(English\)/ });
    await user.type(name, '!');
    expect(within(actions).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Save your changes first: publishing, archiving and restoring act on the saved template.')).toBeInTheDocument();
    await user.type(name, '{Backspace}');

    await user.click(within(actions).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this template?' });
    expect(dialog).toHaveTextContent('A published version never changes');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The template “Sustainability policies” was published.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/templates/12/transition')?.body).toEqual({ event: 'publish' });
    await vi.waitFor(() => expect(screen.getByText('Published')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Template actions' })).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows an archived template read only, with Restore, and says when someone moved it meanwhile', async () => {
    const { calls } = fakeServer(
      on('GET', '/templates/12', { template: template({ state: 'archived', abilities: ARCHIVED_ABILITIES }) }),
      on('PUT', '/templates/12/transition', () => json({ code: 'INVALID_RECORD', feedback: 'Not now.', details: { event: [{ error: 'INVALID' }] } }, 422)),
    );
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    expect(await screen.findByText('This template is archived: restore it to change it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Template name \(English\)/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete question “Employees”' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByRole('group', { name: /Do you have an environmental policy\?/ })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Template actions' })).getByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Restore this template?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The template “Sustainability policies” was changed by someone else meanwhile: reload the page to see its state.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/templates/12/transition')?.body).toEqual({ event: 'restore' });
  }, 20_000);

  it('copies the template and opens the copy', async () => {
    fakeServer(
      on('GET', '/templates/12', { template: template() }),
      on('PUT', '/templates/12/duplicate', () => json({ template: template({ id: 40, state: 'draft', name: { en: 'Sustainability policies (copy)', fr: 'Politiques (copie)' } }) }, 201)),
      on('GET', '/templates/40', { template: template({ id: 40, state: 'draft', name: { en: 'Sustainability policies (copy)', fr: 'Politiques (copie)' } }) }),
    );
    const user = userEvent.setup();
    const view = renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    await user.click(within(await screen.findByRole('group', { name: 'Template actions' })).getByRole('button', { name: 'Duplicate' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/questionnaires/templates/40'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sustainability policies (copy)' })).toBeInTheDocument();
  }, 20_000);
});
