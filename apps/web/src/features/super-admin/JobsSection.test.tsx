import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@platform/shared/http/page-globals';
import type { JobView } from '@platform/shared/super-admin/jobs.schemas';
import { QueryLayer } from '../../app/query/QueryLayer';
import { renderInApp } from '../../test/render-in-app';
import { json, stubFetchEachTest } from './test/super-admin-fetch';
import { JobsSection } from './JobsSection';

const failed: JobView = {
  id: '6f1c2f55-3f6d-4a8e-9a57-0c1f4d6a9e01',
  name: 'reminders.send',
  state: 'failed',
  progress: { done: 2, total: 5 },
  attempts: 4,
  max_attempts: 4,
  result: null,
  error: 'SMTP server refused the connection',
  created_at: '2026-03-02T09:15:00.000Z',
  started_at: '2026-03-02T09:16:00.000Z',
  finished_at: '2026-03-02T09:17:00.000Z',
  run_after: '2026-03-02T09:16:00.000Z',
  abilities: { retry: true },
};
const completed: JobView = {
  ...failed,
  id: '6f1c2f55-3f6d-4a8e-9a57-0c1f4d6a9e02',
  name: 'exports.inputs',
  state: 'completed',
  progress: { done: 1200, total: 1200 },
  attempts: 1,
  max_attempts: 4,
  result: { rows: 1200 },
  error: null,
  abilities: { retry: false },
};

const later: JobView = {
  ...failed,
  id: '6f1c2f55-3f6d-4a8e-9a57-0c1f4d6a9e03',
  name: 'reminders.schedule',
  state: 'created',
  progress: null,
  attempts: 0,
  error: null,
  started_at: null,
  finished_at: null,
  run_after: '2099-01-15T08:00:00.000Z',
  abilities: { retry: false },
};

const fetchMock = stubFetchEachTest();

const renderSection = () =>
  renderInApp(
    <QueryLayer>
      <JobsSection />
    </QueryLayer>,
  );

describe('JobsSection', () => {
  it('lists the jobs with their state, progress, runs, error and times', async () => {
    fetchMock.mockImplementation(async () => json([later, failed, completed]));
    renderSection();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const [, laterRow, failedRow, completedRow] = within(table).getAllByRole('row');
    expect(laterRow).toHaveTextContent('Waiting');
    expect(laterRow).toHaveTextContent('from Jan 15, 2099');
    expect(laterRow).toHaveTextContent('0 of 4');
    expect(within(failedRow!).getByRole('rowheader')).toHaveTextContent('reminders.send');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('2 of 5');
    expect(failedRow).toHaveTextContent('4 of 4');
    expect(failedRow).toHaveTextContent('SMTP server refused the connection');
    expect(within(failedRow!).getByRole('button', { name: /^Retry the job reminders\.send created/ })).toBeVisible();
    expect(completedRow).toHaveTextContent('Completed');
    expect(completedRow).toHaveTextContent('1,200 of 1,200');
    expect(within(completedRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/services/super_admin/jobs?limit=50');
  });

  it('retries a failed job after confirmation, and says so', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST' ? json({ ...failed, state: 'retry', max_attempts: 5, abilities: { retry: false } }) : json([failed]),
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Retry the job reminders\.send/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('The job reminders.send will run once more, as soon as a worker is free.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job reminders.send will run again.')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(`/api/services/super_admin/jobs/${failed.id}/retry`);
    expect((post[1]!.headers as Record<string, string>)[CSRF_HEADER]).toBe('page-token');
  });

  it('tells the user when the job was no longer failed', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST' ? json({ code: 'STATE_CHANGED', feedback: 'This job is no longer failed: refresh the list.' }, 409) : json([failed]),
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Retry the job reminders\.send/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This job is no longer failed: the list has been refreshed.')).toBeVisible();
  });

  it('filters by state', async () => {
    fetchMock.mockImplementation(async () => json([failed]));
    renderSection();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Failed');
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/services/super_admin/jobs?state=failed&limit=50'));
  });
});
