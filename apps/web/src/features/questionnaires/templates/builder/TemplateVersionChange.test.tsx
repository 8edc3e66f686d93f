import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateBody, VersionImpact } from '@platform/shared/questionnaires/templates.schemas';
import { EditTemplatePage } from '../TemplateBuilderPage';
import { fakeServer, json, on, renderTemplates } from '../test/render-templates';
import { template } from '../test/templates-fixtures';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;
const EDIT = '/admin/questionnaires/templates/:id';

/** What the server answers a save that would make a new version: the questionnaires moved and their answers. */
const impact: VersionImpact = {
  questionnaires: 3,
  carried: [
    { field_id: 'has_policy', answers: 5 },
    { field_id: 'certified', answers: 0 },
  ],
  added: [{ field_id: 'certified' }],
  dropped: [
    { field_id: 'policy_year', reason: 'removed', answers: 2 },
    { field_id: 'employees', reason: 'type_changed', answers: 4 },
  ],
};
const versionChange = () => json({ code: 'INVALID_RECORD', feedback: 'Saving makes a new version.', details: { base: [{ error: 'VERSION_CHANGE', impact }] } }, 422);

/** Deletes "Year adopted", makes "Employees" a short text and adds a "certified" question, as the impact above says. */
async function changeQuestions(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Delete question “Year adopted”' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this question?' })).getByRole('button', { name: 'Delete' }));
  await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Year adopted/ })).not.toBeInTheDocument());
  await user.selectOptions(within(screen.getByRole('region', { name: /Employees/ })).getByRole('combobox', { name: 'Type' }), 'string');
  await user.click(screen.getByRole('button', { name: 'Add a question to section 1' }));
  const id = await screen.findByDisplayValue(/^question_\d+$/);
  await user.clear(id);
  await user.type(id, 'certified');
  const added = screen.getByRole('region', { name: /^Question 2/ });
  await user.type(within(added).getByRole('textbox', { name: /^Name \(English\)/ }), 'Are you certified?');
  await user.type(within(added).getByRole('textbox', { name: /^Name \(French\)/ }), 'Êtes-vous certifiés ?');
}

describe('saving a template questionnaires use (VERSION_CHANGE)', () => {
  it('shows the impact instead of an error, and saves the new version once confirmed', async () => {
    let saves = 0;
    const { calls } = fakeServer(
      on('GET', '/templates/12', { template: template() }),
      on('PUT', '/templates/12', (request: { body: unknown }) => {
        saves += 1;
        const body = request.body as TemplateBody;
        if (!body.confirm_version_change) return versionChange();
        return { template: template({ ...body, version: 3, updated_at: '2026-03-02T15:00:00.000Z' }) };
      }),
    );
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    expect(await screen.findByText(/4 questionnaires use this template: saving changed questions makes a new version/)).toBeInTheDocument();
    await changeQuestions(user);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Save as version 3?' });
    expect(dialog).toHaveAccessibleDescription('3 open questionnaires move from version 2 to version 3. Version 2 itself never changes.');
    const group = (title: RegExp) => within(dialog).getByRole('heading', { name: title }).closest('section') as HTMLElement;
    expect(within(group(/^Answers carried over \(2\)/)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Do you have an environmental policy?: 5 answers',
      'Are you certified?: no answer yet',
    ]);
    expect(within(group(/^New questions \(1\)/)).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Are you certified?']);
    expect(within(group(/^Answers dropped \(2\)/)).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Year adopted: 2 answers, because the question was removed',
      'Employees: 4 answers, because the question changed type',
    ]);
    expect(dialog).toHaveTextContent('Dropped answers are not lost: they stay in each questionnaire’s history.');
    // Spec §5: no invalid notice, no error summary, no field marked.
    expect(screen.queryByText('Please fix the errors below.')).not.toBeInTheDocument();
    expect(screen.queryByText(/errors? to fix/)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save as version 3' }));
    expect(await screen.findByText('The template “Sustainability policies” was saved as version 3.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    const [first, confirmed] = calls.filter((call) => call.method === 'PUT').map((call) => call.body as TemplateBody);
    expect(saves).toBe(2);
    expect(first!.confirm_version_change).toBeUndefined();
    expect(confirmed).toEqual({ ...first, confirm_version_change: true });
    expect(confirmed!.updated_at).toBe('2026-03-02T14:00:00.000Z');
    expect(confirmed!.sections.flatMap((each) => each.fields.map((field) => [field.id, field.type]))).toEqual([
      ['has_policy', 'radio'],
      ['certified', 'string'],
      ['employees', 'string'],
    ]);
  }, 30_000);

  it('keeps the edits when the new version is cancelled', async () => {
    const { calls } = fakeServer(on('GET', '/templates/12', { template: template() }), on('PUT', '/templates/12', versionChange));
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    await changeQuestions(user);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Save as version 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel, keep editing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByDisplayValue('certified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Year adopted/ })).not.toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
  }, 30_000);
});
