import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, on, renderReminders } from '../test/render-reminders';
import { reminder, subjectsAnswer } from '../test/reminders-fixtures';
import { SubjectRemindersPage } from './SubjectRemindersPage';

afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/admin/subjects/:key/reminders';
const subjects = on('GET', '/progress/subjects/reminders', subjectsAnswer);

describe('a subject’s reminders', () => {
  it('lists the reminders covering the subject, of both kinds, with a new one for it ready to fill', async () => {
    const { calls } = fakeServer(
      subjects,
      on('GET', '/reminders', {
        reminders: [reminder({ target: 'subjects', user_ids: [], users: [], subject_keys: ['energy'] }), reminder({ id: 14, kind: 'approval' })],
        total: 2,
      }),
    );
    renderReminders(ROUTE, SubjectRemindersPage, '/admin/subjects/energy/reminders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy consumption: reminders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reminders covering Energy consumption' });
    const bySubject = within(table).getByRole('row', { name: /^Contributors of Energy consumption/ });
    expect(bySubject).toHaveTextContent('Data');
    expect(within(bySubject).getByRole('link')).toHaveAttribute('href', '/admin/reminders/data/subjects/12');
    const byUser = within(table).getByRole('row', { name: /^contributor@example.org, contributor2@example.org/ });
    expect(byUser).toHaveTextContent('Approval');
    expect(within(byUser).getByRole('link')).toHaveAttribute('href', '/admin/reminders/approval/users/14');
    expect(Object.fromEntries(calls.find((call) => call.path === '/reminders')!.query)).toEqual({ subject_key: 'energy', page: '1' });
    expect(screen.getByRole('link', { name: 'New data reminder for this subject' })).toHaveAttribute('href', '/admin/reminders/data/new?target=subjects&subject=energy');
    expect(screen.getByRole('link', { name: 'New approval reminder for this subject' })).toHaveAttribute('href', '/admin/reminders/approval/new?target=subjects&subject=energy');
  });

  it('says so when none covers it, in French', async () => {
    fakeServer(subjects, on('GET', '/reminders', { reminders: [], total: 0 }));
    renderReminders(ROUTE, SubjectRemindersPage, '/admin/subjects/energy/reminders', { locale: 'fr' });
    expect(await screen.findByText('Aucun rappel ne couvre encore Consommation d’énergie.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Consommation d’énergie\u00a0: rappels' })).toBeInTheDocument();
  });
});
