import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderReminders } from '../test/render-reminders';
import { reminder, subjectsAnswer } from '../test/reminders-fixtures';
import { DataRemindersPage, DataUserRemindersPage } from './ReminderListPage';
import { RemindersHomePage } from './RemindersHomePage';

afterEach(() => vi.unstubAllGlobals());

const subjects = on('GET', '/progress/subjects/reminders', subjectsAnswer);
const when = (iso: string, locale = 'en-CA') => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('a list of reminders', () => {
  it('shows each reminder: whom it names, the period, the schedule in words, the state, the next and last runs', async () => {
    const sent = reminder({
      id: 13,
      target: 'users',
      users: [
        { user_id: 7, email: 'contributor@example.org' },
        { user_id: 8, email: 'contributor2@example.org' },
        { user_id: 9, email: 'third@example.org' },
        { user_id: 10, email: 'fourth@example.org' },
      ],
      user_ids: [7, 8, 9, 10, 11],
      schedule: { type: 'once', send_at: '2026-02-10T15:30:00.000Z' },
      state: 'finished',
      next_run_at: null,
      last_run: { at: '2026-02-10T15:30:02.000Z', sent: [{ user_id: 7, email: 'contributor@example.org' }], not_sent: [{ user_id: 8, email: 'contributor2@example.org', reason: 'PAUSED' }] },
    });
    const { calls } = fakeServer(subjects, on('GET', '/reminders', { reminders: [reminder(), sent], total: 2 }));
    renderReminders('/admin/reminders/data/users', DataUserRemindersPage, '/admin/reminders/data/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Data reminders by user' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Data reminders by user' });
    expect(screen.getByText('2 reminders')).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /^contributor@example.org, contributor2@example.org 2025/ });
    expect(within(first).getByRole('link', { name: 'contributor@example.org, contributor2@example.org' })).toHaveAttribute('href', '/admin/reminders/data/users/12');
    expect(first).toHaveTextContent('Every 7 days from Feb 2, 2026, until the due date');
    expect(first).toHaveTextContent('Scheduled');
    expect(first).toHaveTextContent(when('2026-02-09T14:00:00.000Z'));
    expect(first).toHaveTextContent('Not run yet');
    const second = within(table).getByRole('row', { name: /third@example.org and 2 more/ });
    expect(second).toHaveTextContent(`Once, on ${when('2026-02-10T15:30:00.000Z')}`);
    expect(second).toHaveTextContent('Finished');
    expect(second).toHaveTextContent('None');
    expect(second).toHaveTextContent('1 sent, 1 not sent');
    // One kind, one target: the list asks for exactly those, the first page.
    const query = calls.find((call) => call.path === '/reminders')!.query;
    expect(Object.fromEntries(query)).toEqual({ kind: 'data', target: 'users', page: '1' });
    expect(screen.getByRole('link', { name: 'New data reminder' })).toHaveAttribute('href', '/admin/reminders/data/new?target=users');
    expect(screen.getByRole('navigation', { name: 'Reminders pages' })).toContainElement(screen.getByRole('link', { name: 'Data reminders by user' }));
    expect(screen.getByRole('link', { name: 'Data reminders by user' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the subjects of a reminder by subjects, and both targets show which each is', async () => {
    fakeServer(subjects, on('GET', '/reminders', { reminders: [reminder({ target: 'subjects', user_ids: [], users: [], subject_keys: ['energy', 'water'] })], total: 1 }));
    renderReminders('/admin/reminders/data', DataRemindersPage, '/admin/reminders/data');
    const table = await screen.findByRole('table', { name: 'Data reminders' });
    const row = await within(table).findByRole('row', { name: /^Contributors of Energy consumption, Water use/ });
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/admin/reminders/data/subjects/12');
    expect(row).toHaveTextContent('Subjects');
  });

  it('says so when there is none, and in French', async () => {
    fakeServer(subjects, on('GET', '/reminders', { reminders: [], total: 0 }));
    renderReminders('/admin/reminders/data/users', DataUserRemindersPage, '/admin/reminders/data/users', { locale: 'fr' });
    expect(await screen.findByText('Il n’y a encore aucun rappel de données ici.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau rappel de données' })).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      subjects,
      on('GET', '/reminders', (request: { query: URLSearchParams }) => ({ reminders: [reminder({ id: Number(request.query.get('page')) })], total: 120 })),
    );
    const view = renderReminders('/admin/reminders/data/users', DataUserRemindersPage, '/admin/reminders/data/users');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?page=2');
    expect(calls.filter((call) => call.path === '/reminders').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    fakeServer(
      subjects,
      on('GET', '/reminders', () => (fail ? new Response(JSON.stringify({ code: 'ACCESS_DENIED', feedback: 'No.' }), { status: 403 }) : { reminders: [], total: 0 })),
    );
    renderReminders('/admin/reminders/data/users', DataUserRemindersPage, '/admin/reminders/data/users');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The reminders could not be loaded.');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no data reminder here yet.')).toBeInTheDocument();
  });
});

describe('the reminders overview', () => {
  it('counts the four lists and links to them and to the settings', async () => {
    fakeServer(subjects, on('GET', '/reminders', (request: { query: URLSearchParams }) => ({ reminders: [], total: request.query.get('kind') === 'data' ? (request.query.get('target') === 'users' ? 3 : 1) : 0 })));
    renderReminders('/admin/reminders', RemindersHomePage, '/admin/reminders');
    const data = await screen.findByRole('region', { name: 'Data reminders' });
    const byUser = within(data).getByRole('link', { name: 'Data reminders by user' }).closest('li')!;
    expect(await within(byUser).findByText('3 reminders')).toBeInTheDocument();
    expect(await within(data).findByText('1 reminder')).toBeInTheDocument();
    const approval = screen.getByRole('region', { name: 'Approval reminders' });
    expect(await within(approval).findAllByText('No reminder')).toHaveLength(2);
    expect(within(approval).getByRole('link', { name: 'New approval reminder' })).toHaveAttribute('href', '/admin/reminders/approval/new');
    for (const link of screen.getAllByRole('link', { name: 'Reminder settings' })) expect(link).toHaveAttribute('href', '/admin/reminders/config');
  });
});
