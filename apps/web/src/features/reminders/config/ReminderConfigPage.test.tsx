import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, on, renderReminders } from '../test/render-reminders';
import { config } from '../test/reminders-fixtures';
import { ReminderConfigPage } from './ReminderConfigPage';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/admin/reminders/config';
const read = on('GET', '/reminders/config', { config });

describe('the reminder settings', () => {
  it('are saved with a due date added and one removed, another time zone, hour and cap', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      read,
      on('PUT', '/reminders/config', (request: { body: unknown }) => ({ config: request.body })),
    );
    renderReminders(PATH, ReminderConfigPage, PATH);
    const dueDates = await screen.findByRole('group', { name: 'Due dates' });
    expect(within(dueDates).getAllByLabelText(/^Due date/).map((input) => (input as HTMLInputElement).value)).toEqual(['2026-03-31', '2025-03-31']);
    expect(screen.getByRole('button', { name: 'Save the settings' })).toBeDisabled();

    await user.click(within(dueDates).getByRole('button', { name: 'Remove the due date of 2024' }));
    await user.click(within(dueDates).getByRole('button', { name: 'Add a due date' }));
    const periods = within(dueDates).getAllByRole('combobox', { name: 'Period' });
    expect(periods).toHaveLength(2);
    await user.selectOptions(periods[0]!, '2026');
    await user.type(within(dueDates).getAllByLabelText(/^Due date/)[0]!, '2027-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Paris');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sending hour/ }), '07:00');
    const cap = screen.getByRole('spinbutton', { name: /^At most this many reminders/ });
    await user.clear(cap);
    await user.type(cap, '3');
    await user.clear(screen.getByRole('textbox', { name: 'Sender name' }));
    await user.type(screen.getByRole('textbox', { name: 'Sender name' }), 'The association');
    await user.type(screen.getByRole('textbox', { name: 'Standard text in French' }), ' Merci.');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    expect(await screen.findByText('The reminder settings are saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      due_dates: { '2026': '2027-03-31', '2025': '2026-03-31' },
      time_zone: 'Europe/Paris',
      send_hour: 7,
      max_per_user_per_week: 3,
      sender_name: 'The association',
      texts: { en: 'Please enter your figures.', fr: 'Merci de saisir vos chiffres. Merci.' },
    });
    expect(screen.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
  });

  it('refuses two due dates for one period, and shows the server’s refusals on their fields', async () => {
    const user = userEvent.setup();
    const { calls } = fakeServer(
      read,
      on('PUT', '/reminders/config', () =>
        json({ code: 'INVALID_RECORD', feedback: 'Invalid.', details: { time_zone: [{ error: 'INVALID' }], 'due_dates.2025': [{ error: 'INVALID_DATE' }] } }, 422),
      ),
    );
    renderReminders(PATH, ReminderConfigPage, PATH);
    const dueDates = await screen.findByRole('group', { name: 'Due dates' });
    await user.click(within(dueDates).getByRole('button', { name: 'Add a due date' }));
    await user.selectOptions(within(dueDates).getAllByRole('combobox', { name: 'Period' })[0]!, '2025');
    await user.type(within(dueDates).getAllByLabelText(/^Due date/)[0]!, '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const local = await screen.findByRole('alert');
    expect(local).toHaveTextContent('Due date of 2025: There is already a due date for 2025.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(within(dueDates).getAllByRole('combobox', { name: 'Period' })[0]!, '2026');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const summary = (await screen.findByRole('link', { name: 'Time zone: This value is not valid.' })).closest<HTMLElement>('[role="alert"]')!;
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(summary).not.toHaveTextContent('already');
    expect(within(summary).getByRole('link', { name: 'Time zone: This value is not valid.' })).toHaveAttribute('href', '#reminders-config-time-zone');
    expect(within(summary).getByRole('link', { name: 'Due date of 2025: Enter a date as yyyy-MM-dd.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveAccessibleDescription('This value is not valid.');
  });

  it('says so when they cannot be read, with a way to try again', async () => {
    let fail = true;
    fakeServer(on('GET', '/reminders/config', () => (fail ? json({ code: 'ACCESS_DENIED', feedback: 'No.' }, 403) : { config })));
    renderReminders(PATH, ReminderConfigPage, PATH, { locale: 'fr' });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Les réglages des rappels n’ont pas pu être chargés.');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('group', { name: 'Échéances' })).toBeInTheDocument();
  });
});
