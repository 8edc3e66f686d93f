import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { approver, json, on, renderPage, stubServer } from '../data-collection/approval/test/approval-fixtures';
import { SubjectProgressPage } from './SubjectProgressPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const admin: Profile = { ...approver, id: 2, email: 'admin@example.org', approval_role: null, abilities: ['progress.read', 'reminders.manage', 'subjects.configure'], areas: ['progress', 'reminders', 'subjectConfiguration'] };
const contributor = { id: 7, email: 'contributor@example.org', locale: 'en' as const };
const contributor2 = { id: 8, email: 'contributor2@example.org', locale: 'fr' as const };
const newcomer = { id: 9, email: 'newcomer@example.org', locale: 'fr' as const };

const energy: SubjectDataProgress = {
  key: 'energy',
  name: { en: 'Energy consumption', fr: 'Consommation d’énergie' },
  section: { key: 'environment', name: { en: 'Environment', fr: 'Environnement' } },
  period: '2022',
  available: 7,
  remaining: 3,
  users: [
    { ...contributor, available: 4, remaining: 2 },
    { ...contributor2, available: 3, remaining: 1 },
  ],
};

const progressRoute = on('PUT', '/progress/data', () => json({ progress: { energy }, remaining: [] }));
const usersRoute = on('GET', '/progress/subjects/users', () =>
  json({
    subjects: [
      {
        key: 'energy',
        name: energy.name,
        contributors: [
          { ...contributor, remaining: 2 },
          { ...contributor2, remaining: 1 },
        ],
        available_users: [contributor, contributor2, newcomer],
      },
    ],
  }),
);

const openPage = (profile = admin) => renderPage(<SubjectProgressPage />, { pattern: '/admin/subjects/:key/progress', path: '/admin/subjects/energy/progress', profile });

describe('SubjectProgressPage', () => {
  it('shows who owes what on the subject', async () => {
    stubServer(progressRoute);
    openPage(approver);
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy consumption: progress' })).toBeInTheDocument();
    expect(screen.getByText('3 inputs remaining out of 7 expected')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /contributor2@example.org/ })).toHaveTextContent('contributor2@example.orgFrançais2 of 31');
    // Reminders and contributors are for those who may send and choose them.
    expect(screen.queryByRole('button', { name: 'Send reminders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contributors' })).not.toBeInTheDocument();
  });

  it('sends reminders after confirmation: the number sent passes, the warning about those not sent stays until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Radix marks the page behind the dialog `pointer-events: none` and frees the dialog a moment later; how soon
    // depends on the machine's load, and the check would then click too early (the Modal test does the same).
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const server = stubServer(
      progressRoute,
      usersRoute,
      on('POST', '/progress/subjects/energy/send_reminders', () =>
        json({ reminder_id: 3, sent: [{ id: 7, email: contributor.email }], not_sent: [{ id: 8, email: contributor2.email, reason: 'PAUSED' }] }),
      ),
    );
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Every contributor who still owes data for Energy consumption gets an email in their language.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('1 reminder sent.')).toBeInTheDocument();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('1 reminder not sent');
    expect(warning).toHaveTextContent('contributor2@example.org: reminders paused for them');
    const post = server.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({});

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('1 reminder sent.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('contributor2@example.org: reminders paused for them');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes the subject’s contributors, then reads its progress again', async () => {
    const user = userEvent.setup();
    const server = stubServer(
      progressRoute,
      usersRoute,
      on('PUT', '/progress/subjects/energy/update_users', (_url, init) => {
        const ids = (JSON.parse(String(init?.body)) as { user_ids: number[] }).user_ids;
        return json({ key: 'energy', name: energy.name, contributors: [], available_users: [contributor, contributor2, newcomer].filter((user) => ids.includes(user.id)) });
      }),
    );
    openPage();
    const list = await screen.findByRole('group', { name: /Users who may enter data/ });
    expect(within(list).getByRole('checkbox', { name: 'contributor@example.org' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save the contributors' });
    expect(save).toBeDisabled();
    await user.click(within(list).getByRole('checkbox', { name: 'newcomer@example.org' }));
    await user.click(within(list).getByRole('checkbox', { name: 'contributor2@example.org' }));
    await user.click(save);
    expect(await screen.findByText('The contributors of Energy consumption are saved.')).toBeInTheDocument();
    const put = server.mock.calls.find(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/update_users'))!;
    expect((JSON.parse(String(put[1]?.body)) as { user_ids: number[] }).user_ids.sort()).toEqual([7, 9]);
    await vi.waitFor(() => expect(server.mock.calls.filter(([url]) => String(url).endsWith('/progress/data'))).toHaveLength(2));
  });
});
