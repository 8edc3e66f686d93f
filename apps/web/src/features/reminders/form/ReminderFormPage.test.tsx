import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, on, renderReminders } from '../test/render-reminders';
import { config, contributor, contributor2, delivery, preview, reminder, subjectsAnswer } from '../test/reminders-fixtures';
import { EditDataUsersReminderPage, NewDataReminderPage } from './ReminderFormPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NEW = '/admin/reminders/data/new';
const EDIT = '/admin/reminders/data/users/:id';
const common = [on('GET', '/reminders/config', { config }), on('GET', '/progress/subjects/reminders', subjectsAnswer)];
const saved = (overrides = {}) => [on('GET', '/reminders/12', { reminder: reminder(overrides) }), on('GET', '/reminders/12/deliveries', { deliveries: [] })];
/** A row of a table, found by a text in it (an email breaks before its @, which the row's name would read as a space). */
const rowWith = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(text))!;
/** A notice of the page's stack, by its text (the status of a success or information, the alert of a warning). */
const noticeWith = (text: string) => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].find((each) => each.classList.contains('ui-notice') && each.textContent?.includes(text));
const posts = <C extends { method: string; path: string }>(calls: C[], path: string) => calls.filter((call) => call.method !== 'GET' && call.path === path);

describe('a new reminder', () => {
  it('starts with the subject asked for, and is created with what the form holds', async () => {
    const user = userEvent.setup();
    const created = reminder({ id: 21, target: 'subjects', user_ids: [], users: [], subject_keys: ['energy'] });
    const { calls } = fakeServer(...common, on('POST', '/reminders', json({ reminder: created }, 201)));
    const view = renderReminders(NEW, NewDataReminderPage, `${NEW}?target=subjects&subject=energy`);

    expect(await screen.findByRole('heading', { level: 1, name: 'New data reminder' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The contributors of chosen subjects' })).toBeChecked();
    const subjects = await screen.findByRole('group', { name: /^Subjects/ });
    expect(await within(subjects).findByRole('checkbox', { name: 'Energy consumption' })).toBeChecked();
    expect(within(subjects).getByRole('checkbox', { name: 'Water use' })).not.toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Period/ }), '2025');
    expect(screen.getByText('The due date of 2025 is Mar 31, 2026.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message in English' }), 'Before the board meets.');
    await user.type(screen.getByRole('textbox', { name: 'Message in French' }), 'Avant le conseil.');
    await user.click(screen.getByRole('radio', { name: 'Once, at a date and time' }));
    await user.type(screen.getByLabelText(/^Date/), '2027-01-15');
    await user.clear(screen.getByLabelText(/^Time/));
    await user.type(screen.getByLabelText(/^Time/), '10:30');
    await user.click(screen.getByRole('button', { name: 'Create the reminder' }));

    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/reminders/data/subjects/21'));
    expect(posts(calls, '/reminders')[0]!.body).toEqual({
      kind: 'data',
      target: 'subjects',
      user_ids: [],
      subject_keys: ['energy'],
      period: '2025',
      message: { en: 'Before the board meets.', fr: 'Avant le conseil.' },
      // 10:30 where the reminders are sent (the client's time zone), with its offset then.
      schedule: { type: 'once', send_at: '2027-01-15T10:30:00-05:00' },
      paused: false,
    });
  });

  it('finds users by email and names them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      ...common,
      on('GET', '/reminders/people', (request: { query: URLSearchParams }) => ({ users: request.query.get('q') === 'contri' ? [{ id: 7, email: contributor.email }, { id: 8, email: contributor2.email }] : [], total: 2 })),
      on('POST', '/reminders', json({ reminder: reminder({ id: 22, user_ids: [8], users: [contributor2] }) }, 201)),
    );
    renderReminders(NEW, NewDataReminderPage, NEW);
    await user.type(await screen.findByRole('searchbox', { name: 'Find users' }), 'contri');
    const found = await screen.findByRole('list', { name: 'Users found' });
    expect(screen.getByText('2 users found')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Add contributor2@example.org' }));
    const chosen = screen.getByRole('list', { name: 'Users chosen' });
    expect(within(chosen).getByText('contributor2@example.org')).toBeInTheDocument();
    expect(within(found).getByText('Chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the reminder' }));
    await vi.waitFor(() => expect(posts(calls, '/reminders')).toHaveLength(1));
    expect(posts(calls, '/reminders')[0]!.body).toMatchObject({ target: 'users', user_ids: [8], subject_keys: [], schedule: { type: 'recurring', every_days: 7, until: 'due_date' } });
  });

  it('asks for recipients before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(...common);
    renderReminders(NEW, NewDataReminderPage, NEW);
    await user.click(await screen.findByRole('button', { name: 'Create the reminder' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Users: Choose at least one user.');
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusals on their fields, with a summary that takes the focus', async () => {
    const user = userEvent.setup();
    fakeServer(
      ...common,
      on('GET', '/reminders/people', { users: [{ id: 7, email: contributor.email }], total: 1 }),
      on('POST', '/reminders', () =>
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'Invalid.',
            details: {
              user_ids: [{ error: 'UNKNOWN_USER', ids: [7] }],
              'schedule.until': [{ error: 'NO_DUE_DATE', period: '2023' }],
              'message.fr': [{ error: 'TOO_LONG', maximum: 2000 }],
              base: [{ error: 'INVALID' }],
            },
          },
          422,
        ),
      ),
    );
    renderReminders(NEW, NewDataReminderPage, NEW);
    await user.type(await screen.findByRole('searchbox', { name: 'Find users' }), 'contributor');
    await user.click(await screen.findByRole('button', { name: 'Add contributor@example.org' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Period/ }), '2023');
    expect(screen.getByText('No due date is set for 2023.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the reminder' }));

    const summary = await screen.findByRole('alert');
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: /^Users: Some of these users cannot be reminded by you/ })).toHaveAttribute('href', '#reminder-users-search');
    expect(within(summary).getByRole('link', { name: 'Until: No due date is set for 2023: set one in the settings, or run until nobody owes anything.' })).toHaveAttribute(
      'href',
      '#reminder-until',
    );
    expect(within(summary).getByRole('link', { name: 'Message in French: Use at most 2000 characters.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'This value is not valid.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Until/ })).toHaveAccessibleDescription(/No due date is set for 2023: set one in the settings/);
    expect(screen.getByRole('textbox', { name: 'Message in French' })).toHaveAccessibleDescription('Use at most 2000 characters.');
    expect(screen.getByRole('group', { name: /^Users/ })).toHaveAccessibleDescription(/Some of these users cannot be reminded by you/);
  });

  it('is previewed before it is saved: who would get it with what each owes, who would not and why, and the mail in each language', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      ...common,
      on('POST', '/reminders/preview', (request: { query: URLSearchParams }) => preview(request.query.get('locale') as 'en' | 'fr')),
    );
    renderReminders(NEW, NewDataReminderPage, `${NEW}?target=subjects&subject=energy`);
    await screen.findByRole('checkbox', { name: 'Energy consumption' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview of the reminder' });
    const recipients = await within(dialog).findByRole('table', { name: '1 person would get it' });
    expect(rowWith(recipients, 'contributor@example.org')).toHaveTextContent('contributor@example.orgEnglishEnergy consumption: 3 inputs; 1 questionnaire');
    expect(within(dialog).getByRole('heading', { name: '1 would not get it' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('contributor2@example.org: already reminded as often as allowed this week');
    expect(dialog).toHaveTextContent('Reminder: data to enter for 2025');
    expect(within(dialog).getByTitle('The email as it will look')).toHaveAttribute('sandbox', '');
    const request = calls.find((call) => call.path === '/reminders/preview')!;
    expect(request.query.get('locale')).toBe('en');
    expect(request.body).toMatchObject({ kind: 'data', target: 'subjects', subject_keys: ['energy'] });

    const languages = within(dialog).getByRole('group', { name: 'Language of the email' });
    await user.click(within(languages).getByRole('button', { name: 'Français' }));
    expect(await within(dialog).findByText('Rappel : données à saisir pour 2025')).toBeInTheDocument();
    expect(within(languages).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.path === '/reminders/preview').map((call) => call.query.get('locale'))).toEqual(['en', 'fr']);
  });
});

describe('a saved reminder', () => {
  it('shows its form, its last run and its log', async () => {
    fakeServer(
      ...common,
      on('GET', '/reminders/12', {
        reminder: reminder({
          last_run: { at: '2026-02-09T14:00:00.000Z', sent: [contributor], not_sent: [{ ...contributor2, reason: 'NO_EMAIL' }] },
        }),
      }),
      on('GET', '/reminders/12/deliveries', {
        deliveries: [delivery(), delivery({ user_id: 8, email: contributor2.email, status: 'skipped', reason: 'CAP_REACHED', owes: [] }), delivery({ user_id: 9, email: 'gone@example.org', status: 'failed', reason: 'DELIVERY_FAILED' })],
      }),
    );
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data reminder' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Users chosen' })).toHaveTextContent('contributor2@example.org');
    expect(screen.getByRole('radio', { name: 'Again and again' })).toBeChecked();
    expect(screen.getByLabelText(/^Starts on/)).toHaveValue('2026-02-02');
    expect(screen.getByRole('spinbutton', { name: /^Every how many days/ })).toHaveValue(7);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    const lastRun = screen.getByRole('region', { name: 'Last run' });
    expect(lastRun).toHaveTextContent('1 reminder sent');
    expect(lastRun).toHaveTextContent('contributor2@example.org: no email address');

    const log = await screen.findByRole('table', { name: 'Log' });
    expect(rowWith(log, 'contributor@example.org')).toHaveTextContent(/contributor@example.orgSent—Energy consumption: 3 inputs$/);
    expect(rowWith(log, 'contributor2@example.org')).toHaveTextContent(/Skippedalready reminded as often as allowed this week—$/);
    expect(rowWith(log, 'gone@example.org')).toHaveTextContent('Not deliveredthe mail server refused or bounced the email');
  });

  it('is previewed as saved', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(...common, ...saved(), on('GET', '/reminders/12/preview', preview('en')));
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of the reminder' });
    expect(await within(dialog).findByText('Reminder: data to enter for 2025')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/reminders/preview')).toBe(false);
  });

  it('is sent now after a confirmation: who got it passes, the warning about who did not stays until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const run = { at: '2026-02-10T15:00:00.000Z', sent: [contributor], not_sent: [{ ...contributor2, reason: 'PAUSED' as const }] };
    const { calls } = fakeServer(...common, ...saved(), on('POST', '/reminders/12/send', { reminder: reminder({ last_run: run, updated_at: '2026-02-10T15:00:00.000Z' }) }));
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send the reminder now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(noticeWith('1 reminder sent')).toHaveTextContent('contributor@example.org'));
    const warning = noticeWith('1 reminder not sent')!;
    expect(warning).toHaveTextContent('contributor2@example.org: reminders to this user are paused');
    expect(posts(calls, '/reminders/12/send')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Last run' })).toHaveTextContent('contributor2@example.org: reminders to this user are paused');

    act(() => vi.advanceTimersByTime(60_000));
    expect(noticeWith('1 reminder sent')).toBeUndefined();
    expect(warning).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Dismiss notice' }));
    expect(warning).not.toBeInTheDocument();
  });

  it('saves changes first when sent now with unsaved changes', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      ...common,
      ...saved(),
      on('PUT', '/reminders/12', { reminder: reminder({ last_run: { at: '2026-02-10T15:00:00.000Z', sent: [contributor, contributor2], not_sent: [] } }) }),
    );
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await user.type(await screen.findByRole('textbox', { name: 'Message in English' }), ' Soon.');
    await user.click(screen.getByRole('button', { name: 'Save and send now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(noticeWith('2 reminders sent')).toBeDefined());
    expect(posts(calls, '/reminders/12')[0]!.body).toMatchObject({ send_now: true, updated_at: '2026-02-01T10:00:00.000Z', message: { en: 'Thank you. Soon.', fr: 'Merci.' } });
    expect(noticeWith('not sent')).toBeUndefined();
  });

  it('offers to reload when someone else saved it meanwhile', async () => {
    const user = userEvent.setup();
    let reads = 0;
    fakeServer(
      ...common,
      on('GET', '/reminders/12', () => {
        reads += 1;
        return { reminder: reads === 1 ? reminder() : reminder({ message: { en: 'Their words.', fr: 'Leurs mots.' }, updated_at: '2026-02-03T08:00:00.000Z' }) };
      }),
      on('GET', '/reminders/12/deliveries', { deliveries: [] }),
      on('PUT', '/reminders/12', json({ code: 'STATE_CHANGED', feedback: 'Changed.' }, 409)),
    );
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await user.type(await screen.findByRole('textbox', { name: 'Message in English' }), ' Mine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const stale = await screen.findByRole('alert');
    expect(stale).toHaveTextContent('Someone else changed this reminder');
    await vi.waitFor(() => expect(stale).toHaveFocus());
    await user.click(within(stale).getByRole('button', { name: 'Reload the reminder' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Message in English' })).toHaveValue('Their words.'));
    expect(screen.queryByText('Someone else changed this reminder')).not.toBeInTheDocument();
  });

  it('is deleted after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(...common, ...saved(), on('DELETE', '/reminders/12', () => new Response(null, { status: 204 })));
    const view = renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the reminder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/reminders/data/users'));
    expect(posts(calls, '/reminders/12')).toHaveLength(1);
    expect(await screen.findByText('The reminder is deleted.')).toBeInTheDocument();
  });

  it('moves to its own address when opened under another list', async () => {
    fakeServer(...common, ...saved({ kind: 'approval', target: 'subjects', user_ids: [], users: [], subject_keys: ['energy'] }));
    const view = renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/reminders/approval/subjects/12'));
  });

  it('is read only without the right to change it', async () => {
    fakeServer(...common, ...saved({ abilities: { update: false, delete: false, send: false } }));
    renderReminders(EDIT, EditDataUsersReminderPage, '/admin/reminders/data/users/12');
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message in English' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });
});
