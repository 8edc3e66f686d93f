import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONNAIRE_LIMITS } from '@platform/shared/questionnaires/questionnaires.schemas';
import { fakeServer, json, on, renderQuestionnaires } from '../shared/test/render-questionnaires';
import { detail, NONE, questionnaire } from '../shared/test/questionnaires-fixtures';
import { AnswerQuestionnairePage } from './AnswerQuestionnairePage';

const DELAY = QUESTIONNAIRE_LIMITS.autosaveDelayMs;
const ROUTE = '/admin/questionnaires/:id';
const PATH = '/admin/questionnaires/5';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Radix may still be settling a dialog's pointer events when the test clicks in it.
const typing = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
const puts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT' && call.path === '/questionnaires/5').map((call) => call.body);
const openPage = () => renderQuestionnaires(ROUTE, AnswerQuestionnairePage, PATH);

describe('the answer screen', () => {
  it('saves the answers with the version read once typing has paused, and says when', async () => {
    const saved = questionnaire({ answers: { has_policy: 'yes', policy_name: 'Green 2030', employees: 135 }, updated_at: '2026-03-02T09:05:00.000Z' });
    const { calls } = fakeServer(on('GET', '/questionnaires/5', detail()), on('PUT', '/questionnaires/5', { questionnaire: saved }));
    const user = typing();
    openPage();
    const employees = await screen.findByRole('textbox', { name: /^Employees/ });
    expect(screen.getByRole('status')).toHaveTextContent('Answers are saved as you type.');
    await user.clear(employees);
    await user.type(employees, '135');
    act(() => vi.advanceTimersByTime(DELAY - 200));
    expect(puts(calls)).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({ answers: { has_policy: 'yes', policy_name: 'Green 2030', employees: 135 }, updated_at: '2026-03-02T09:00:00.000Z' });
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved at \d{2}:\d{2}/));

    // The next save carries the version the last one answered; a hidden question's answer goes as null.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Name of the policy/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DELAY + 100));
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ answers: { has_policy: 'no', policy_name: null, employees: 135 }, updated_at: '2026-03-02T09:05:00.000Z' });
  });

  it('says a save failed and tries again on request', async () => {
    let fail = true;
    const { calls } = fakeServer(
      on('GET', '/questionnaires/5', detail()),
      on('PUT', '/questionnaires/5', () => (fail ? json({ code: 'INTERNAL_ERROR', feedback: 'boom' }, 500) : { questionnaire: questionnaire({ updated_at: '2026-03-02T09:05:00.000Z' }) })),
    );
    const user = typing();
    openPage();
    await user.type(await screen.findByRole('textbox', { name: /^Name of the policy/ }), ' plan');
    act(() => vi.advanceTimersByTime(DELAY + 100));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved.'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved at/));
    expect(puts(calls)).toHaveLength(2);
  });

  it('reads the questionnaire again on a stale save, keeps what the respondent typed over it and saves it again', async () => {
    let version = 0;
    const elsewhere = questionnaire({ answers: { has_policy: 'yes', policy_name: 'Renamed by a colleague', employees: 140 }, updated_at: '2026-03-02T09:10:00.000Z' });
    const { calls } = fakeServer(
      on('GET', '/questionnaires/5', () => (version === 0 ? detail() : { questionnaire: elsewhere, config: detail().config })),
      on('PUT', '/questionnaires/5', () => {
        version += 1;
        return version === 1 ? json({ code: 'STATE_CHANGED', feedback: 'changed' }, 409) : { questionnaire: questionnaire({ ...elsewhere, answers: { ...elsewhere.answers, employees: 150 }, updated_at: '2026-03-02T09:11:00.000Z' }) };
      }),
    );
    const user = typing();
    openPage();
    const employees = await screen.findByRole('textbox', { name: /^Employees/ });
    await user.clear(employees);
    await user.type(employees, '150');
    act(() => vi.advanceTimersByTime(DELAY + 100));
    expect(await screen.findByText(/was changed elsewhere meanwhile and was read again/)).toBeInTheDocument();
    // Their own change stays, the colleague's comes in.
    expect(screen.getByRole('textbox', { name: /^Employees/ })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: /^Name of the policy/ })).toHaveValue('Renamed by a colleague');
    act(() => vi.advanceTimersByTime(DELAY + 100));
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ answers: { has_policy: 'yes', policy_name: 'Renamed by a colleague', employees: 150 }, updated_at: '2026-03-02T09:10:00.000Z' });
  });

  it('lists what was not saved when the questionnaire was submitted elsewhere meanwhile, and shows it read only', async () => {
    let submitted = false;
    fakeServer(
      on('GET', '/questionnaires/5', () =>
        submitted ? detail({ state: 'submitted', submitted_at: '2026-03-02T09:10:00.000Z', updated_at: '2026-03-02T09:10:00.000Z', abilities: { ...NONE, comment: true } }) : detail(),
      ),
      on('PUT', '/questionnaires/5', () => {
        submitted = true;
        return json({ code: 'STATE_CHANGED', feedback: 'changed' }, 409);
      }),
    );
    const user = typing();
    openPage();
    const employees = await screen.findByRole('textbox', { name: /^Employees/ });
    await user.clear(employees);
    await user.type(employees, '99');
    act(() => vi.advanceTimersByTime(DELAY + 100));
    const notice = await screen.findByText(/can no longer be answered \(Submitted for review\)/);
    expect(notice.closest('[role="alert"]')).toHaveTextContent('Employees: 99 people');
    expect(screen.queryByRole('textbox', { name: /^Employees/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^Submitted on .*until a reviewer asks for changes\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('submits after confirmation, and shows refused answers on their questions with a summary', async () => {
    const empty = questionnaire({ answers: {}, progress: { answered: 0, required: 2 } });
    const { calls } = fakeServer(
      on('GET', '/questionnaires/5', { questionnaire: empty, config: detail().config }),
      on('PUT', '/questionnaires/5/submit', () =>
        json({ code: 'INVALID_RECORD', feedback: 'Some answers are missing.', details: { has_policy: [{ error: 'BLANK' }], employees: [{ error: 'BLANK' }] } }, 422),
      ),
    );
    const user = typing();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit this questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/questionnaires/5/submit')).toBe(true));
    // Nothing changed: nothing was saved before submitting.
    expect(puts(calls)).toEqual([]);
    const summary = await screen.findByText('There are 2 errors to fix:');
    const box = summary.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: /Do you have an environmental policy\?.*This field is required\./ })).toHaveAttribute('href', '#qn-answer-has_policy');
    expect(within(box).getByRole('link', { name: /Employees.*This field is required\./ })).toBeInTheDocument();
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Employees/ })).toHaveAccessibleDescription(/This field is required\./);
    expect(screen.getByRole('group', { name: /Do you have an environmental policy/ })).toHaveAccessibleDescription(/This field is required\./);
  });

  it('submits, then shows the answers read only', async () => {
    const { calls } = fakeServer(
      on('GET', '/questionnaires/5', detail()),
      on('PUT', '/questionnaires/5/submit', {
        questionnaire: questionnaire({ state: 'submitted', submitted_at: '2026-03-02T09:30:00.000Z', abilities: { ...NONE, comment: true } }),
      }),
    );
    const user = typing();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The questionnaire was submitted for review.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/questionnaires/5/submit')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('120 people')).toBeInTheDocument();
    expect(screen.getByText('Submitted for review')).toBeInTheDocument();
  });

  it('shows the changes a reviewer asked for, and marks the questions concerned', async () => {
    fakeServer(
      on(
        'GET',
        '/questionnaires/5',
        detail({
          state: 'changes_requested',
          change_request: { comment: 'Count contractors too.', field_ids: ['employees'], requested_by: { id: 4, email: 'reviewer@example.org' }, requested_at: '2026-03-01T10:00:00.000Z' },
        }),
      ),
    );
    openPage();
    const banner = await screen.findByRole('region', { name: 'Changes were requested' });
    expect(banner).toHaveTextContent('Count contractors too.');
    expect(banner).toHaveTextContent('By reviewer@example.org');
    expect(within(banner).getByRole('link', { name: 'Employees' })).toBeInTheDocument();
    const flagged = screen.getByText('Changes requested on this question').closest('.qn-question') as HTMLElement;
    expect(within(flagged).getByRole('textbox', { name: /^Employees/ })).toBeInTheDocument();
    expect(screen.getAllByText('Changes requested on this question')).toHaveLength(1);
  });

  it('shows last period’s answer and the variation beside each question on request', async () => {
    const { calls } = fakeServer(
      on('GET', '/questionnaires/5', detail()),
      on('PUT', '/questionnaires/5/variation', (request: { body: unknown }) => {
        expect(request.body).toEqual({ field_id: 'employees' });
        return { field_id: 'employees', previous: { period: '2024', value: 100 }, current: 120, variation_percent: 20 };
      }),
      on('PUT', '/questionnaires/5/previous_value', (request: { body: { field_id: string } }) =>
        request.body.field_id === 'has_policy'
          ? { field_id: 'has_policy', previous: { period: '2024', value: 'no' }, current: 'yes', variation_percent: null }
          : { field_id: request.body.field_id, previous: null, current: 'Green 2030', variation_percent: null },
      ),
    );
    const user = typing();
    openPage();
    await screen.findByRole('textbox', { name: /^Employees/ });
    expect(calls.some((call) => call.path.endsWith('/variation') || call.path.endsWith('/previous_value'))).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Show last period’s answers' }));
    expect(await screen.findByText('2024: 100 people')).toBeInTheDocument();
    expect(screen.getByText('Change: +20%')).toBeInTheDocument();
    expect(await screen.findByText('2024: No')).toBeInTheDocument();
    expect(screen.getByText('No earlier period was answered.')).toBeInTheDocument();
    // The change follows what is typed.
    const employees = screen.getByRole('textbox', { name: /^Employees/ });
    await user.clear(employees);
    await user.type(employees, '90');
    expect(screen.getByText('Change: −10%')).toBeInTheDocument();
  });
});
