import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSubject, AdminSubjectList, DeletionLogView } from '@platform/shared/super-admin/subjects-admin.schemas';
import { json, stubFetchEachTest } from '../test/super-admin-fetch';
import { SubjectsAdminPage } from './SubjectsAdminPage';
import { renderAsSuperAdmin } from '../test/render-as-super-admin';

const social = { key: 'social', name: { en: 'Social', fr: 'Social' } };
const subject = (key: string, en: string, fr: string, changes: Partial<AdminSubject> = {}): AdminSubject => ({
  key,
  name: { en, fr },
  section: { ...social, deleted: false },
  deleted: false,
  deleted_at: null,
  inputs_count: 12,
  periods: ['2018', '2022'],
  tag_dimensions: [{ key: 'organisation', depth: 1 }],
  fields_count: 2,
  ...changes,
});
const list: AdminSubjectList = {
  subjects: [
    subject('employees', 'Employees', 'Employés'),
    subject('training_hours', 'Training hours', 'Heures de formation', { deleted: true, deleted_at: '2026-03-02T09:15:00.000Z' }),
  ],
  sections: [
    { ...social, deleted: false, deleted_at: null, subjects_count: 1 },
    { key: 'archive', name: { en: 'Archive', fr: 'Archives' }, deleted: true, deleted_at: '2026-03-01T09:15:00.000Z', subjects_count: 0 },
  ],
};
const logEntry: DeletionLogView = {
  id: 7,
  entity: 'subject',
  key: 'employees',
  name: { en: 'Employees', fr: 'Employés' },
  deleted_by: { id: 1, email: 'super@example.org' },
  deleted_at: '2026-03-03T09:15:00.000Z',
  restored_at: null,
  restored_by: null,
  restorable: true,
  not_restorable_reason: null,
  dependents: { inputs: 12, inputs_by_state: { approved: 12 }, contributors: 2, indicators: [], reminders: 0, subjects: 0 },
};

const fetchMock = stubFetchEachTest();

const renderPage = (locale: 'en' | 'fr' = 'en') => renderAsSuperAdmin(<SubjectsAdminPage />, locale);

/** The server: the list on GET, and what each test says for the other calls. */
function answer(others: (url: string, init: RequestInit) => Response = () => json({}, 500)) {
  fetchMock.mockImplementation(async (url, init) => (!init?.method || init.method === 'GET' ? json(list) : others(String(url), init)));
}
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('SubjectsAdminPage', () => {
  it('lists each section with its subjects, the deleted ones marked, and filters them', async () => {
    answer();
    renderPage();
    const social = await screen.findByRole('table', { name: /Social/ });
    const [, employees, training] = within(social).getAllByRole('row');
    expect(employees).toHaveTextContent('employees');
    expect(employees).toHaveTextContent('Live');
    expect(employees).toHaveTextContent('2018–2022');
    expect(training).toHaveTextContent('Deleted Mar 2, 2026');
    expect(within(training!).getByRole('button', { name: 'Restore Training hours' })).toBeVisible();
    expect(within(training!).queryByRole('button', { name: 'Delete Training hours' })).not.toBeInTheDocument();
    // A section with a live subject cannot be deleted; a deleted one can be restored.
    expect(screen.getByRole('button', { name: 'Delete section' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore section' })).toBeEnabled();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'deleted');
    expect(screen.getByRole('status')).toHaveTextContent('1 subject shown of 2');
    expect(within(screen.getByRole('table', { name: /Social/ })).getAllByRole('row')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    await userEvent.type(screen.getByLabelText('Key or name contains'), 'nothing like it');
    expect(screen.getByText('No subject matches the filter.')).toBeVisible();
  });

  it('deletes a subject after a confirmation saying its inputs are kept, then says so', async () => {
    answer((url, init) => (init.method === 'DELETE' ? json({ deletion_log: logEntry }) : json({}, 500)));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Employees' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Delete the subject Employees?');
    expect(dialog).toHaveTextContent('Its 12 inputs and form leave the data collection. Nothing is erased');
    expect(writes()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete subject' }));
    expect(await screen.findByText('The subject employees was deleted. The deletion log can restore it.')).toBeVisible();
    const [[url, init]] = writes() as [[string, RequestInit]];
    expect(url).toBe('/api/services/super_admin/subjects/employees');
    expect(init.method).toBe('DELETE');
  });

  it('shows the server’s refusal of randomized data in production', async () => {
    answer(() => json({ code: 'INVALID_RECORD', feedback: 'Refused', details: { base: [{ error: 'PRODUCTION' }] } }, 422));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Randomized data for Employees' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fill with data' }));
    expect(await screen.findByText('Randomized data is refused in production.')).toBeVisible();
    expect(String(writes()[0]![0])).toBe('/api/services/super_admin/subjects/employees/randomized_data');
  });

  it('tells what recomputing the tag leaves changed', async () => {
    answer(() => json({ inputs: 20, updated: 3, unchanged: 15, unresolved: 1, conflicts: 1 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Recompute tag leaves of Employees' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Recompute' }));
    expect(await screen.findByText('3 inputs updated of 20; 1 could not be placed, 1 would duplicate another.')).toBeVisible();
  });

  it('checks a new subject before sending it, and shows a key a deleted subject holds', async () => {
    answer(() => json({ code: 'INVALID_RECORD', feedback: 'Please fix the errors.', details: { key: [{ error: 'DELETED' }] } }, 422));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'New subject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(writes()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Key/), 'training_hours');
    await userEvent.type(within(dialog).getByLabelText(/Name in English/), 'Training');
    await userEvent.type(within(dialog).getByLabelText(/Name in French/), 'Formation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A deleted record holds this key: restore it instead.')).toBeVisible();
    const [[, init]] = writes() as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ key: 'training_hours', name: { en: 'Training', fr: 'Formation' }, section_key: 'social' });
  });

  it('speaks French', async () => {
    answer();
    renderPage('fr');
    expect(await screen.findByRole('heading', { name: 'Sujets', level: 1 })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Restaurer Heures de formation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Précalculer' })).toBeVisible();
  });
});
