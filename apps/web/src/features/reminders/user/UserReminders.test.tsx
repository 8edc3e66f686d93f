import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { fakeServer, json, on, renderReminders } from '../test/render-reminders';
import { delivery, remindersManager, subjectsAnswer } from '../test/reminders-fixtures';
import { UserReminders } from '..';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/users/:id';
const Panel = () => <UserReminders userId={11} />;
const subjects = on('GET', '/progress/subjects/reminders', subjectsAnswer);

describe('a user’s reminders, on their page', () => {
  it('pauses reminders to the user until a day, then resumes them; their log shows what they got', async () => {
    const user = userEvent.setup();
    let pausedUntil: string | null = null;
    const { calls } = fakeServer(
      subjects,
      on('GET', '/reminders/user/11', () => ({
        user_id: 11,
        paused_until: pausedUntil,
        deliveries: [delivery({ user_id: 11, email: 'marie@example.org', reminder_id: 12 }), delivery({ user_id: 11, reminder_id: 14, status: 'skipped', reason: 'PAUSED', owes: [] })],
      })),
      on('PUT', '/reminders/user/11', (request: { body: { paused_until: string | null } }) => {
        pausedUntil = request.body.paused_until;
        return { user_id: 11, paused_until: pausedUntil };
      }),
    );
    renderReminders(ROUTE, Panel, '/admin/users/11');
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(panel).findByText('Reminders are sent to this user.')).toBeInTheDocument();
    const log = within(panel).getByRole('table', { name: 'Reminders sent or skipped' });
    expect(within(log).getByRole('link', { name: 'Reminder 14' })).toBeInTheDocument();
    expect(within(log).getAllByRole('row')[2]).toHaveTextContent('Skippedreminders to this user are paused');

    await user.type(within(panel).getByLabelText(/^Pause until/), '2099-06-30');
    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(await within(panel).findByText('Reminders to this user are paused until Jun 30, 2099.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ paused_until: '2099-06-30' });

    await user.click(within(panel).getByRole('button', { name: 'Resume now' }));
    expect(await within(panel).findByText('Reminders are sent to this user.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ paused_until: '2099-06-30' }, { paused_until: null }]);
  });

  it('shows the server’s refusal on the day', async () => {
    const user = userEvent.setup();
    fakeServer(
      subjects,
      on('GET', '/reminders/user/11', { user_id: 11, paused_until: null, deliveries: [] }),
      on('PUT', '/reminders/user/11', json({ code: 'INVALID_RECORD', feedback: 'Invalid.', details: { paused_until: [{ error: 'INVALID_DATE' }] } }, 422)),
    );
    renderReminders(ROUTE, Panel, '/admin/users/11', { locale: 'fr' });
    const panel = await screen.findByRole('region', { name: 'Rappels' });
    expect(await within(panel).findByText('Aucun rappel n’a encore été envoyé à cet utilisateur.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/^En pause jusqu’au/), '2099-06-30');
    await user.click(within(panel).getByRole('button', { name: 'Mettre en pause' }));
    expect(await within(panel).findByText('Saisissez une date au format aaaa-MM-jj.', { exact: false })).toBeInTheDocument();
  });

  it('is not there for whom does not remind', () => {
    const { calls } = fakeServer(subjects);
    const reader: Profile = { ...remindersManager, areas: ['users'] };
    renderReminders(ROUTE, Panel, '/admin/users/11', { profile: reader });
    expect(screen.queryByRole('region', { name: 'Reminders' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
