import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { summary } from '../shared/test/questionnaires-fixtures';
import { MyQuestionnairesPage } from './MyQuestionnairesPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/questionnaires';
const late = summary({
  id: 6,
  name: { en: 'Community programmes', fr: 'Programmes communautaires' },
  state: 'not_started',
  due_date: '2020-01-15',
  progress: { answered: 0, required: 3 },
  organisation: null,
});

describe('my questionnaires', () => {
  it('shows each questionnaire’s name, period, organisation, due date (overdue marked), state in words and progress', async () => {
    fakeServer(on('GET', '/questionnaires', { questionnaires: [late, summary()], total: 2 }));
    renderQuestionnaires(ROUTE, MyQuestionnairesPage, ROUTE);
    const table = await screen.findByRole('table', { name: 'Your questionnaires, soonest due first' });
    const overdue = within(table).getByRole('row', { name: /^Community programmes/ });
    expect(within(overdue).getByRole('link', { name: 'Community programmes' })).toHaveAttribute('href', '/admin/questionnaires/6');
    expect(overdue).toHaveTextContent('Jan 15, 2020');
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Not started');
    expect(overdue).toHaveTextContent('0 of 3 required answered');
    expect(within(overdue).getByRole('progressbar', { name: 'Required questions answered in Community programmes' })).toHaveAttribute('aria-valuenow', '0');

    const current = within(table).getByRole('row', { name: /^Environmental practices 2025/ });
    expect(current).toHaveTextContent('Environmental practices, version 2');
    expect(current).toHaveTextContent('2025');
    expect(current).toHaveTextContent('Boreal Aluminium');
    expect(current).toHaveTextContent('In progress');
    expect(current).not.toHaveTextContent('Overdue');
    expect(current).not.toHaveTextContent('in_progress');
    expect(screen.getByText('2 questionnaires')).toBeInTheDocument();
  });

  it('says so when nothing awaits the respondent, and when the filters match nothing', async () => {
    fakeServer(on('GET', '/questionnaires', { questionnaires: [], total: 0 }));
    const view = renderQuestionnaires(ROUTE, MyQuestionnairesPage, ROUTE);
    expect(await screen.findByText('No questionnaire awaits your answers.')).toBeInTheDocument();
    view.unmount();
    renderQuestionnaires(ROUTE, MyQuestionnairesPage, `${ROUTE}?state=approved`);
    expect(await screen.findByText('No questionnaire matches these filters.')).toBeInTheDocument();
  });

  it('filters by state and pages through, keeping both in the address', async () => {
    const { calls } = fakeServer(on('GET', '/questionnaires', { questionnaires: [summary()], total: 120 }));
    const view = renderQuestionnaires(ROUTE, MyQuestionnairesPage, ROUTE);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Submitted for review');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('state')).toBe('submitted'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
    expect(calls.at(-1)?.query.get('state')).toBe('submitted');
    expect(view.router.state.location.search).toBe('?state=submitted&page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    fakeServer(on('GET', '/questionnaires', { questionnaires: [late], total: 1 }));
    renderQuestionnaires(ROUTE, MyQuestionnairesPage, ROUTE, { locale: 'fr' });
    const row = await screen.findByRole('row', { name: /^Programmes communautaires/ });
    expect(row).toHaveTextContent('Non commencé');
    expect(row).toHaveTextContent('En retard');
    expect(row).toHaveTextContent('15 janv. 2020');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes questionnaires' })).toBeInTheDocument();
  });
});
