import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { manager, NONE, summary, templateSummary } from '../shared/test/questionnaires-fixtures';
import { ManageQuestionnairesPage } from './ManageQuestionnairesPage';
import { TemplateQuestionnairesPage } from './TemplateQuestionnairesPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/questionnaires/manage';
const unanswered = summary({ id: 8, name: { en: 'Water practices 2025', fr: 'Pratiques de l’eau 2025' }, state: 'not_started', owner: { id: 9, email: 'new.owner@example.org' }, progress: { answered: 0, required: 2 }, abilities: { ...NONE, delete: true, manage_access: true } });
const answered = summary({ id: 5, abilities: { ...NONE, manage_access: true } });
const templates = on('GET', '/templates', { templates: [templateSummary(), templateSummary({ id: 13, name: { en: 'Community', fr: 'Communauté' }, state: 'archived' })], total: 2 });

describe('the questionnaires sent', () => {
  it('shows each one with its owner, state and progress, filters them by template and period, and links to sending one', async () => {
    const { calls } = fakeServer(templates, on('GET', '/questionnaires/admin', { questionnaires: [answered, unanswered], total: 2 }));
    const view = renderQuestionnaires(ROUTE, ManageQuestionnairesPage, ROUTE, { profile: manager });
    const table = await screen.findByRole('table', { name: 'Questionnaires sent, soonest due first' });
    const row = within(table).getByRole('row', { name: /^Environmental practices 2025/ });
    expect(within(row).getByRole('link', { name: 'Environmental practices 2025' })).toHaveAttribute('href', '/admin/questionnaires/manage/questionnaires/5');
    expect(row).toHaveTextContent('respondent@example.org');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('2 of 2 required answered');
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /^Water practices 2025/ })).getByRole('button', { name: 'Delete Water practices 2025' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a questionnaire' })).toHaveAttribute('href', '/admin/questionnaires/manage/new');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), 'Community');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('template_id')).toBe('13'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '2024');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('period')).toBe('2024'));
    expect(calls.at(-1)?.query.get('template_id')).toBe('13');
    expect(view.router.state.location.search).toBe('?template_id=13&period=2024');
  });

  it('deletes a questionnaire no one has answered, once confirmed', async () => {
    const { calls } = fakeServer(
      templates,
      on('GET', '/questionnaires/admin', { questionnaires: [unanswered], total: 1 }),
      on('DELETE', '/questionnaires/admin/8', () => new Response(null, { status: 204 })),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderQuestionnaires(ROUTE, ManageQuestionnairesPage, ROUTE, { profile: manager });
    await user.click(await screen.findByRole('button', { name: 'Delete Water practices 2025' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this questionnaire?' });
    expect(dialog).toHaveTextContent('“Water practices 2025” sent to new.owner@example.org is deleted.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The questionnaire “Water practices 2025” was deleted.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/questionnaires/admin/8']);
  });

  it('says when none was sent yet', async () => {
    fakeServer(templates, on('GET', '/questionnaires/admin', { questionnaires: [], total: 0 }));
    renderQuestionnaires(ROUTE, ManageQuestionnairesPage, ROUTE, { profile: manager });
    expect(await screen.findByText('No questionnaire was sent yet. Send one with Send a questionnaire.')).toBeInTheDocument();
  });
});

describe('the questionnaires of one template', () => {
  it('lists those sent from it under its name, and offers to send another', async () => {
    const { calls } = fakeServer(
      on('GET', '/templates/12', { template: { ...templateSummary(), sections: [] } }),
      on('GET', '/questionnaires/admin/questionnaires/12', { questionnaires: [answered], total: 1 }),
    );
    renderQuestionnaires('/admin/questionnaires/manage/templates/:id', TemplateQuestionnairesPage, '/admin/questionnaires/manage/templates/12', { profile: manager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires sent from Environmental practices' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Environmental practices 2025/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send one of this template' })).toHaveAttribute('href', '/admin/questionnaires/manage/new?template_id=12');
    expect(calls.some((call) => call.path === '/questionnaires/admin/questionnaires/12')).toBe(true);
  });
});
