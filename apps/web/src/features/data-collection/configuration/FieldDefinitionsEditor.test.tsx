import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfirmProvider } from '../../../ui/confirm/ConfirmProvider';
import { choicesInOrder, type EditorField } from '../../../ui/field-definition-editor/editor-field';
import { choiceField, editorField } from '../../../ui/field-definition-editor/test-fields';
import { FieldDefinitionsEditor, type FieldsUpdate } from './FieldDefinitionsEditor';

function Harness({ initial, onFields }: { initial: EditorField[]; onFields: (fields: EditorField[]) => void }) {
  const latest = useRef(initial);
  const [fields, setFields] = useState(initial);
  const update: FieldsUpdate = (change) => {
    latest.current = change(latest.current);
    onFields(latest.current);
    setFields(latest.current);
  };
  return <FieldDefinitionsEditor fields={fields} update={update} errorOf={() => undefined} />;
}

function renderEditor(initial: EditorField[], locale: Locale = 'en') {
  let fields = initial;
  renderWithProviders(
    <ConfirmProvider>
      <Harness initial={initial} onFields={(next) => (fields = next)} />
    </ConfirmProvider>,
    { locale },
  );
  return { current: () => fields };
}

const fieldSection = (heading: RegExp) => screen.getByRole('region', { name: heading });

describe('FieldDefinitionsEditor', () => {
  it('moves fields with the keyboard, the focus staying on the moved field’s button', async () => {
    const user = userEvent.setup();
    const editor = renderEditor([editorField('a'), editorField('b'), editorField('c')]);
    expect(screen.getByRole('button', { name: 'Move field “a” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move field “c” down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move field “a” down' }).focus();
    await user.keyboard('{Enter}');
    expect(editor.current().map((field) => field.id)).toEqual(['b', 'a', 'c']);
    expect(screen.getByRole('button', { name: 'Move field “a” down' })).toHaveFocus();
    await user.keyboard(' ');
    expect(editor.current().map((field) => field.id)).toEqual(['b', 'c', 'a']);
    // Now last: its down button is disabled, so the focus moves to its up button.
    expect(screen.getByRole('button', { name: 'Move field “a” up' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Field 1: b', 'Field 2: c', 'Field 3: a']);
  });

  it('removes a field only once confirmed; the fields shown for its answers become always shown', async () => {
    const user = userEvent.setup();
    const editor = renderEditor([choiceField('kind', ['x']), editorField('detail', { display: { key: 'kind', for: ['x'] } })]);
    await user.click(screen.getByRole('button', { name: 'Remove field “kind”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Remove this field?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor.current()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove field “kind”' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(editor.current().map((field) => field.id)).toEqual(['detail']);
    expect(editor.current()[0]!.display).toBeNull();
    expect(screen.queryByRole('region', { name: /kind/ })).not.toBeInTheDocument();
    // Keyboard users carry on from the field now in its place.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Field 1: detail' })).toHaveFocus());
  });

  it('adds a field with a fresh identifier, selected for typing over', async () => {
    const user = userEvent.setup();
    const editor = renderEditor([editorField('field_1')]);
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    expect(editor.current().map((field) => field.id)).toEqual(['field_1', 'field_2']);
    const identifier = within(fieldSection(/^Field 2/)).getByRole('textbox', { name: 'Identifier' });
    expect(identifier).toHaveFocus();
    // The proposed identifier is selected: typing replaces it.
    await user.keyboard('waste');
    expect(editor.current()[1]!.id).toBe('waste');
  });

  it('offers only other fields with choices as conditions, and their answers in the interface language’s order', async () => {
    const user = userEvent.setup();
    const editor = renderEditor(
      [choiceField('kind', ['x', 'y', 'z'], {}, ['z', 'x', 'y']), editorField('notes'), editorField('detail')],
      'fr',
    );
    const detail = fieldSection(/^Champ 3/);
    await user.click(within(detail).getByRole('checkbox', { name: 'Afficher seulement pour certaines réponses à un autre champ' }));
    const source = within(detail).getByRole('combobox', { name: 'Lorsque le champ' });
    expect(within(source).getAllByRole('option').map((option) => option.textContent)).toEqual(['kind (kind)']);
    const answers = within(detail).getByRole('group', { name: 'a l’une de ces réponses' });
    expect(within(answers).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['z-fr', 'x-fr', 'y-fr']);
    await user.click(within(answers).getByRole('checkbox', { name: 'y-fr' }));
    await user.click(within(answers).getByRole('checkbox', { name: 'z-fr' }));
    // Kept in the source's order.
    expect(editor.current()[2]!.display).toEqual({ key: 'kind', for: ['y', 'z'] });

    // A text field cannot show another one: with no field with choices, it is said so.
    expect(within(fieldSection(/^Champ 1/)).getByText('Pour n’afficher ce champ que pour certaines réponses, ajoutez d’abord un autre champ à choix.')).toBeInTheDocument();
  });

  it('orders choices with up and down buttons; French follows until its order is said to differ', async () => {
    const user = userEvent.setup();
    const editor = renderEditor([choiceField('kind', ['x', 'y', 'z'])]);
    const kind = fieldSection(/^Field 1/);
    await user.click(within(kind).getByRole('button', { name: 'Move choice “z” up' }));
    const order = (locale: Locale) => choicesInOrder(editor.current()[0]!.choices, locale).map((choice) => choice.key);
    expect(order('en')).toEqual(['x', 'z', 'y']);
    expect(order('fr')).toEqual(['x', 'z', 'y']);

    await user.click(within(kind).getByRole('checkbox', { name: 'French order differs' }));
    const french = within(kind).getByRole('list', { name: 'Order in French' });
    expect(within(french).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual(['x-fr', 'z-fr', 'y-fr']);
    await user.click(within(french).getByRole('button', { name: 'Move choice “x” down in French' }));
    expect(order('fr')).toEqual(['z', 'x', 'y']);
    expect(order('en')).toEqual(['x', 'z', 'y']);
    expect(editor.current()[0]!.choices.map((choice) => [choice.key, choice.position])).toEqual([
      ['x', { en: 1, fr: 2 }],
      ['z', { en: 2, fr: 1 }],
      ['y', { en: 3, fr: 3 }],
    ]);

    // Saying the orders no longer differ gives French the English order back.
    await user.click(within(kind).getByRole('checkbox', { name: 'French order differs' }));
    expect(order('fr')).toEqual(['x', 'z', 'y']);
    expect(within(kind).queryByRole('list', { name: 'Order in French' })).not.toBeInTheDocument();
  });

  it('shows the attributes of the chosen type only', async () => {
    const user = userEvent.setup();
    renderEditor([editorField('amount')]);
    const field = fieldSection(/^Field 1/);
    expect(within(field).getByRole('checkbox', { name: 'One value per language' })).toBeInTheDocument();
    expect(within(field).queryByRole('textbox', { name: 'Unit (English)' })).not.toBeInTheDocument();
    await user.selectOptions(within(field).getByRole('combobox', { name: 'Type' }), 'number');
    expect(within(field).getByRole('textbox', { name: 'Unit (English)' })).toBeInTheDocument();
    expect(within(field).getByRole('spinbutton', { name: 'Decimals' })).toBeInTheDocument();
    expect(within(field).queryByRole('checkbox', { name: 'One value per language' })).not.toBeInTheDocument();
    await user.selectOptions(within(field).getByRole('combobox', { name: 'Type' }), 'radio');
    expect(within(field).getByRole('group', { name: 'Choices' })).toBeInTheDocument();
    await user.click(within(field).getByRole('button', { name: 'Add a choice' }));
    expect(within(field).getByRole('textbox', { name: 'Key' })).toHaveValue('choice_1');
    expect(within(field).getByRole('textbox', { name: 'Key' })).toHaveFocus();
  });
});
