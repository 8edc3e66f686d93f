import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { detail, historyEntry, manager, NONE, questionnaire } from '../shared/test/questionnaires-fixtures';
import { ManagedQuestionnairePage } from './ManagedQuestionnairePage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const BASE = '/questionnaires/admin/5';
const FOLLOWING = { ...NONE, request_changes: true, manage_access: true, comment: true };
const history = [
  historyEntry(),
  historyEntry({
    id: 2,
    action: 'answered',
    from_state: 'not_started',
    to_state: 'in_progress',
    changes: { employees: { from: 100, to: 120 } },
    user: { id: 7, email: 'respondent@example.org' },
    impersonator: { id: 1, email: 'admin@example.org' },
    created_at: '2026-02-10T09:00:00.000Z',
  }),
  historyEntry({ id: 3, action: 'submit', from_state: 'in_progress', to_state: 'submitted', user: { id: 7, email: 'respondent@example.org' }, created_at: '2026-02-11T09:00:00.000Z' }),
];
const previous = [
  on('PUT', `${BASE}/variation`, { field_id: 'employees', previous: { period: '2024', value: 100 }, current: 120, variation_percent: 20 }),
  on('PUT', `${BASE}/previous_value`, (request: { body: { field_id: string } }) => ({ field_id: request.body.field_id, previous: null, current: null, variation_percent: null })),
];
const users = { owner: { id: 7, email: 'respondent@example.org' }, users: [{ id: 8, email: 'co@example.org' }], candidates: [{ id: 8, email: 'co@example.org' }, { id: 9, email: 'other@example.org' }] };
const openPage = () => renderQuestionnaires('/admin/questionnaires/manage/questionnaires/:id', ManagedQuestionnairePage, '/admin/questionnaires/manage/questionnaires/5', { profile: manager });

describe('a questionnaire as its managers follow it', () => {
  it('shows the answers beside last period’s, and the history with who acted on whose behalf', async () => {
    const { calls } = fakeServer(on('GET', BASE, detail({ state: 'submitted', abilities: FOLLOWING }, history)), on('GET', `${BASE}/users`, users), ...previous);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Environmental practices 2025' })).toBeInTheDocument();
    expect(screen.getByText('Owner').nextElementSibling).toHaveTextContent('respondent@example.org');
    // Read only, with last period's figure and the variation.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText('2024: 100 people')).toBeInTheDocument();
    expect(screen.getByText('Change: +20%')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${BASE}/variation`).map((call) => call.body)).toEqual([{ field_id: 'employees' }]);

    const log = screen.getByRole('region', { name: 'History' });
    const [submitted, answered, sent] = within(log).getAllByRole('listitem');
    expect(submitted).toHaveTextContent('Submitted');
    expect(answered).toHaveTextContent('Answers changed');
    expect(answered).toHaveTextContent('admin@example.org on behalf of respondent@example.org');
    expect(within(answered!).getByRole('row', { name: /Employees/ })).toHaveTextContent('100 people→ 120 people');
    expect(sent).toHaveTextContent('Sent');
    expect(sent).toHaveTextContent('manager@example.org');
  });

  it('chooses the co-respondents among the organisation’s users', async () => {
    const { calls } = fakeServer(
      on('GET', BASE, detail({ abilities: FOLLOWING }, history)),
      on('GET', `${BASE}/users`, users),
      on('PUT', `${BASE}/access`, (request: { body: { user_ids: number[] } }) => ({ ...users, users: users.candidates.filter((user) => request.body.user_ids.includes(user.id)) })),
      ...previous,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    openPage();
    const panel = await screen.findByRole('region', { name: 'Who answers' });
    await vi.waitFor(() => expect(panel).toHaveTextContent('co@example.org'));
    expect(panel).toHaveTextContent('respondent@example.org (owner)');
    await user.click(within(panel).getByRole('button', { name: 'Choose co-respondents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Co-respondents' });
    expect(within(dialog).getByRole('checkbox', { name: 'co@example.org' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'respondent@example.org' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'other@example.org' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(panel).toHaveTextContent('other@example.org'));
    expect(calls.find((call) => call.method === 'PUT' && call.path === `${BASE}/access`)?.body).toEqual({ user_ids: [8, 9] });
    expect(screen.getByText('The co-respondents were saved.')).toBeInTheDocument();
  });

  it('asks for changes through the managers’ call', async () => {
    const { calls } = fakeServer(
      on('GET', BASE, detail({ state: 'submitted', abilities: FOLLOWING }, history)),
      on('GET', `${BASE}/users`, users),
      on('PUT', `${BASE}/request_changes`, { questionnaire: questionnaire({ state: 'changes_requested', abilities: { ...FOLLOWING, request_changes: false } }) }),
      ...previous,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    await user.type(within(dialog).getByRole('textbox', { name: /What should change/ }), 'Add the policy’s year.');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === `${BASE}/request_changes`)).toBe(true));
    expect(calls.find((call) => call.path === `${BASE}/request_changes`)?.body).toEqual({ comment: 'Add the policy’s year.', field_ids: [] });
    expect(await screen.findByText('Changes were requested on “Environmental practices 2025”.')).toBeInTheDocument();
  });
});
