import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { detail, historyEntry, NONE, preapprover, questionnaire, REVIEWING, reviewer } from '../shared/test/questionnaires-fixtures';
import { ReviewQuestionnairePage } from './ReviewQuestionnairePage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const BASE = '/questionnaires/approval/5';
const submitted = detail({ state: 'submitted', submitted_at: '2026-02-11T09:00:00.000Z', abilities: REVIEWING }, [historyEntry()]);
const previous = [
  on('PUT', `${BASE}/variation`, { field_id: 'employees', previous: { period: '2024', value: 150 }, current: 120, variation_percent: -20 }),
  on('PUT', `${BASE}/previous_value`, (request: { body: { field_id: string } }) =>
    request.body.field_id === 'has_policy'
      ? { field_id: 'has_policy', previous: { period: '2024', value: 'yes' }, current: 'yes', variation_percent: null }
      : { field_id: request.body.field_id, previous: { period: '2024', value: null }, current: 'Green 2030', variation_percent: null },
  ),
];
const openPage = (profile = reviewer) =>
  renderQuestionnaires('/admin/questionnaires/approval/questionnaires/:id', ReviewQuestionnairePage, '/admin/questionnaires/approval/questionnaires/5', { profile });

describe('reviewing a questionnaire', () => {
  it('shows each answer with last period’s and the variation', async () => {
    fakeServer(on('GET', BASE, submitted), ...previous);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Environmental practices 2025: approval' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show last period’s answers' })).toBeChecked();
    expect(await screen.findByText('2024: 150 people')).toBeInTheDocument();
    expect(screen.getByText('Change: −20%')).toBeInTheDocument();
    expect(await screen.findByText('2024: Yes')).toBeInTheDocument();
    expect(await screen.findByText('Not answered in 2024')).toBeInTheDocument();
    expect(screen.getByText('Green 2030')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Sent');
  });

  it('requests changes on the questions chosen, with a comment it insists on', async () => {
    let current = submitted;
    const { calls } = fakeServer(
      on('GET', BASE, () => current),
      on('PUT', `${BASE}/request_changes`, (request: { body: { comment: string; field_ids: string[] } }) => {
        const changed = questionnaire({
          state: 'changes_requested',
          abilities: { ...NONE, comment: true },
          change_request: { comment: request.body.comment, field_ids: request.body.field_ids, requested_by: { id: 4, email: 'reviewer@example.org' }, requested_at: '2026-03-02T10:00:00.000Z' },
        });
        current = { ...current, questionnaire: changed };
        return { questionnaire: changed };
      }),
      ...previous,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    expect(dialog).toHaveTextContent('None chosen: the questionnaire as a whole.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Employees' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(within(dialog).getByText('Write what should change.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === `${BASE}/request_changes`)).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /What should change/ }), 'Count contractors too.');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === `${BASE}/request_changes`)).toBe(true));
    expect(calls.find((call) => call.path === `${BASE}/request_changes`)?.body).toEqual({ comment: 'Count contractors too.', field_ids: ['employees'] });
    const banner = await screen.findByRole('region', { name: 'Changes requested' });
    expect(banner).toHaveTextContent('Count contractors too.');
    expect(within(banner).getByRole('link', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves once confirmed, and says so when the questionnaire moved meanwhile', async () => {
    let moved = false;
    let current = submitted;
    const { calls } = fakeServer(
      on('GET', BASE, () => current),
      on('PUT', `${BASE}/transition`, () => {
        if (moved) return json({ code: 'STATE_CHANGED', feedback: 'changed' }, 409);
        current = { ...current, questionnaire: questionnaire({ state: 'approved', abilities: { ...NONE, reopen: true, comment: true } }) };
        return { questionnaire: current.questionnaire };
      }),
      ...previous,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this questionnaire?' });
    expect(calls.some((call) => call.path === `${BASE}/transition`)).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Environmental practices 2025” was approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === `${BASE}/transition`)?.body).toEqual({ event: 'approve' });
    // Approved: it can be reopened, which someone else did first.
    moved = true;
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reopen this questionnaire?' })).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('This questionnaire changed meanwhile; it is shown as it is now.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${BASE}/transition`).map((call) => call.body)).toEqual([{ event: 'approve' }, { event: 'reopen' }]);
  });

  it('is titled for a pre-approver', async () => {
    fakeServer(on('GET', BASE, submitted), ...previous);
    openPage({ ...preapprover, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Environmental practices 2025: pre-approval' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Questionnaires to pre-approve' })).toHaveAttribute('href', '/admin/questionnaires/approval');
  });
});
