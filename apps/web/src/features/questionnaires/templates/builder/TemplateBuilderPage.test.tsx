import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateBody } from '@platform/shared/questionnaires/templates.schemas';
import { EditTemplatePage, NewTemplatePage } from '../TemplateBuilderPage';
import { fakeServer, json, on, renderTemplates } from '../test/render-templates';
import { template } from '../test/templates-fixtures';

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});
afterEach(() => vi.unstubAllGlobals());

const EDIT = '/admin/questionnaires/templates/:id';
type User = ReturnType<typeof userEvent.setup>;

/** Presses Enter on a control, as a keyboard user activates it. */
async function press(user: User, control: HTMLElement) {
  control.focus();
  await user.keyboard('{Enter}');
}

/** Replaces a text box's text. */
async function retype(user: User, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.type(box, text);
}

const section = (number: number) => screen.getByRole('region', { name: new RegExp(`^Section ${number}\\b`) });
const question = (name: RegExp) => screen.getByRole('region', { name: name });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const puts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT' && call.path === '/templates/12').map((call) => call.body as TemplateBody);

describe('the template builder', () => {
  it('builds a template by keyboard: sections, questions, choices and a display condition, previewed live, then creates it', async () => {
    const created = template({ id: 30, state: 'draft', version: 1, questionnaires_count: 0 });
    const { calls } = fakeServer(on('POST', '/templates', () => json({ template: created }, 201)), on('GET', '/templates/30', { template: created }));
    const user = userEvent.setup();
    const view = renderTemplates('/admin/questionnaires/templates/new', NewTemplatePage, '/admin/questionnaires/templates/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New template' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Template name \(English\)/ }), 'Community survey');
    await user.type(screen.getByRole('textbox', { name: /^Template name \(French\)/ }), 'Enquête communautaire');
    await user.type(within(section(1)).getByRole('textbox', { name: /Section name \(English\)/ }), 'Programmes');
    await user.type(within(section(1)).getByRole('textbox', { name: /Section name \(French\)/ }), 'Programmes');

    // A radio question with two choices; its proposed identifier takes the focus, selected.
    await press(user, screen.getByRole('button', { name: 'Add a question to section 1' }));
    const firstId = await screen.findByRole('textbox', { name: /^Identifier/ });
    await vi.waitFor(() => expect(firstId).toHaveFocus());
    expect(firstId).toHaveValue('question_1');
    await retype(user, firstId, 'runs_programmes');
    const first = question(/^Question 1/);
    await user.type(within(first).getByRole('textbox', { name: /^Name \(English\)/ }), 'Do you run community programmes?');
    await user.type(within(first).getByRole('textbox', { name: /^Name \(French\)/ }), 'Menez-vous des programmes communautaires ?');
    await user.click(within(first).getByRole('checkbox', { name: 'Required' }));
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Type' }), 'radio');
    for (const [key, en, fr] of [
      ['yes', 'Yes', 'Oui'],
      ['no', 'No', 'Non'],
    ] as const) {
      await press(user, within(first).getByRole('button', { name: '+ Add a choice' }));
      const keyBox = within(first).getAllByRole('textbox', { name: /^Key/ }).at(-1)!;
      await vi.waitFor(() => expect(keyBox).toHaveFocus());
      await retype(user, keyBox, key);
      const choice = keyBox.closest('fieldset') as HTMLElement;
      await user.type(within(choice).getByRole('textbox', { name: /^Name \(English\)/ }), en);
      await user.type(within(choice).getByRole('textbox', { name: /^Name \(French\)/ }), fr);
    }

    // A long text shown only when the first question is answered Yes.
    await press(user, screen.getByRole('button', { name: 'Add a question to section 1' }));
    const secondId = await screen.findByDisplayValue('question_2');
    await retype(user, secondId, 'programmes');
    const second = question(/^Question 2/);
    await user.type(within(second).getByRole('textbox', { name: /^Name \(English\)/ }), 'Describe them');
    await user.type(within(second).getByRole('textbox', { name: /^Name \(French\)/ }), 'Décrivez-les');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'text');
    expect(within(first).queryByRole('checkbox', { name: /Show only for some answers/ })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('checkbox', { name: 'Show only for some answers to an earlier question' }));
    expect(within(second).getByRole('combobox', { name: 'When the question' })).toHaveValue('runs_programmes');
    await user.click(within(second).getByRole('checkbox', { name: 'Yes' }));

    // The preview follows: the second question shows only for Yes, and in French on demand.
    const radios = within(preview()).getByRole('group', { name: /Do you run community programmes\?/ });
    expect(within(preview()).queryByText('Describe them')).not.toBeInTheDocument();
    await user.click(within(radios).getByRole('radio', { name: 'Yes' }));
    expect(await within(preview()).findByText('Describe them')).toBeInTheDocument();
    await user.click(within(radios).getByRole('radio', { name: 'No' }));
    await vi.waitFor(() => expect(within(preview()).queryByText('Describe them')).not.toBeInTheDocument());
    await user.click(within(preview()).getByRole('button', { name: 'Français' }));
    expect(within(preview()).getByText('Enquête communautaire')).toBeInTheDocument();
    expect(within(preview()).getByRole('radio', { name: 'Non' })).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: 'Create the template' })[0]!);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/questionnaires/templates/30'));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/templates')!.body as TemplateBody;
    expect(sent).toEqual({
      name: { en: 'Community survey', fr: 'Enquête communautaire' },
      sections: [
        {
          id: 'section_1',
          name: { en: 'Programmes', fr: 'Programmes' },
          fields: [
            {
              id: 'runs_programmes',
              name: { en: 'Do you run community programmes?', fr: 'Menez-vous des programmes communautaires ?' },
              type: 'radio',
              localized: false,
              required: true,
              display: null,
              choices: [
                { key: 'yes', name: { en: 'Yes', fr: 'Oui' }, position: { en: 1, fr: 1 } },
                { key: 'no', name: { en: 'No', fr: 'Non' }, position: { en: 2, fr: 2 } },
              ],
            },
            { id: 'programmes', name: { en: 'Describe them', fr: 'Décrivez-les' }, type: 'text', localized: false, required: false, display: { key: 'runs_programmes', for: ['yes'] } },
          ],
        },
      ],
    });
  }, 60_000);

  it('moves and deletes sections and questions by keyboard, then saves with the updated_at it was read with', async () => {
    const saved = template();
    const { calls } = fakeServer(on('GET', '/templates/12', { template: saved }), on('PUT', '/templates/12', (request: { body: unknown }) => ({ template: { ...saved, ...(request.body as TemplateBody), updated_at: '2026-03-02T15:00:00.000Z' } })));
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sustainability policies' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' })[0]).toBeDisabled();

    // The number question goes up, out of its section into the end of the first one; the focus stays on its button.
    await press(user, screen.getByRole('button', { name: 'Move question “Employees” up' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move question “Employees” up' })).toHaveFocus());
    expect(within(section(1)).getByRole('region', { name: 'Question 3: Employees' })).toBeInTheDocument();
    expect(screen.getByText('Question “Employees” moved up.')).toBeInTheDocument();

    // Section 2, now empty, goes first, then is deleted once confirmed.
    await press(user, screen.getByRole('button', { name: 'Move section 2 up' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Section 1: Figures' })).toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move section 1 down' })).toHaveFocus());
    await press(user, screen.getByRole('button', { name: 'Delete section 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this section?' });
    await press(user, within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: /Figures/ })).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Section 1: Policies' })).toHaveFocus());

    // Deleting the choice question makes the one shown for its answers always shown.
    await press(user, screen.getByRole('button', { name: 'Delete question “Do you have an environmental policy?”' }));
    await press(user, within(await screen.findByRole('alertdialog', { name: 'Delete this question?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Question 1: Year adopted' })).toHaveFocus());
    expect(within(preview()).getByRole('textbox', { name: 'Year adopted' })).toBeInTheDocument();

    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('The template “Sustainability policies” was saved.')).toBeInTheDocument();
    const [body] = puts(calls);
    expect(body!.updated_at).toBe('2026-03-02T14:00:00.000Z');
    expect(body!.confirm_version_change).toBeUndefined();
    expect(body!.sections.map((each) => [each.id, each.fields.map((field) => field.id)])).toEqual([['policies', ['policy_year', 'employees']]]);
    expect(body!.sections[0]!.fields[0]!.display).toBeNull();
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  }, 30_000);

  it('marks the fields a refused save names, with a summary that takes the focus (422)', async () => {
    const { calls } = fakeServer(
      on('GET', '/templates/12', { template: template() }),
      on('PUT', '/templates/12', () =>
        json(
          {
            code: 'INVALID_RECORD',
            feedback: 'Invalid',
            details: {
              'name.fr': [{ error: 'BLANK' }],
              'sections.0.fields.1.id': [{ error: 'DUPLICATED' }],
              'sections.0.fields.0.choices.1.key': [{ error: 'DUPLICATED' }],
              'sections.1.name.en': [{ error: 'BLANK' }],
            },
          },
          422,
        ),
      ),
    );
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    const french = await screen.findByRole('textbox', { name: /^Template name \(French\)/ });
    await user.clear(french);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await vi.waitFor(() => expect(puts(calls)).toHaveLength(1));
    const box = (await screen.findByText('There are 4 errors to fix:')).closest('[role="alert"]') as HTMLElement;
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText('Please fix the errors below.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Template name (French): This field is required.' })).toHaveAttribute('href', '#template-name-fr');
    expect(within(box).getByRole('link', { name: 'Section 1, question “Year adopted”: Identifier: Another question of the template has this identifier.' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: /question “Do you have an environmental policy\?”: Key: Another choice of this question has this key\./ })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Section 2: Section name (English): This field is required.' })).toBeInTheDocument();
    expect(french).toHaveAccessibleDescription(/This field is required\./);
    const id = within(question(/Year adopted/)).getByRole('textbox', { name: /^Identifier/ });
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(within(question(/environmental policy/)).getAllByRole('textbox', { name: /^Key/ })[1]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Changing a question clears its errors only.
    await user.type(id, '_2');
    expect(id).not.toHaveAttribute('aria-invalid');
    expect(french).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('offers to reload when someone saved the template since (409)', async () => {
    let answer = template();
    fakeServer(
      on('GET', '/templates/12', () => ({ template: answer })),
      on('PUT', '/templates/12', () => json({ code: 'STATE_CHANGED', feedback: 'The template was changed since it was read: reload it.' }, 409)),
    );
    const user = userEvent.setup();
    renderTemplates(EDIT, EditTemplatePage, '/admin/questionnaires/templates/12');
    await retype(user, await screen.findByRole('textbox', { name: /^Template name \(English\)/ }), 'Policies');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    const stale = (await screen.findByText('Someone else changed this template')).closest('[role="alert"]') as HTMLElement;
    await vi.waitFor(() => expect(stale).toHaveFocus());
    answer = template({ name: { en: 'Their name', fr: 'Leur nom' }, updated_at: '2026-03-02T16:00:00.000Z' });
    await user.click(within(stale).getByRole('button', { name: 'Reload the template' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Template name \(English\)/ })).toHaveValue('Their name'));
    expect(screen.queryByText('Someone else changed this template')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  }, 20_000);
});
