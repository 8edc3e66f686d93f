import { describe, expect, it } from 'vitest';
import { addField, changeChoices, displaySources, moveField, removeField, renameField } from './field-list';
import { addChoice, removeChoice } from '../../../ui/field-definition-editor/choice-positions';
import { choiceField, editorField } from '../../../ui/field-definition-editor/test-fields';

const ids = (fields: { id: string }[]) => fields.map((field) => field.id);

describe('field list', () => {
  it('moves a field up and down, and not past either end', () => {
    const fields = [editorField('a'), editorField('b'), editorField('c')];
    expect(ids(moveField(fields, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveField(fields, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveField(fields, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveField(fields, 2, 1))).toEqual(['a', 'b', 'c']);
    // Rows keep their keys through a move, so their editors (and focus) follow them.
    expect(moveField(fields, 2, -1)[1]!.uid).toBe(fields[2]!.uid);
  });

  it('adds a short-text field with an identifier no other field has', () => {
    const added = addField([editorField('field_2'), editorField('x')]);
    expect(added[2]).toMatchObject({ id: 'field_3', type: 'string', required: false, localized: false, display: null, choices: [] });
    expect(new Set(added.map((field) => field.uid)).size).toBe(3);
  });

  it('removing a field makes the fields shown for its answers always shown', () => {
    const fields = [choiceField('kind', ['x', 'y']), editorField('detail', { display: { key: 'kind', for: ['x'] } }), editorField('other')];
    const left = removeField(fields, 0);
    expect(ids(left)).toEqual(['detail', 'other']);
    expect(left[0]!.display).toBeNull();
  });

  it('renaming a field carries the display conditions naming it', () => {
    const fields = [choiceField('kind', ['x']), editorField('detail', { display: { key: 'kind', for: ['x'] } })];
    const renamed = renameField(fields, 0, 'category');
    expect(renamed[0]!.id).toBe('category');
    expect(renamed[1]!.display).toEqual({ key: 'category', for: ['x'] });
  });

  it('does not move conditions to a new name while two fields share the old one', () => {
    const fields = [choiceField('kind', ['x']), choiceField('kind', ['x']), editorField('detail', { display: { key: 'kind', for: ['x'] } })];
    expect(renameField(fields, 1, 'kind_2')[2]!.display).toEqual({ key: 'kind', for: ['x'] });
  });

  it('conditions follow a renamed choice key and forget a removed choice', () => {
    const fields = [choiceField('kind', ['x', 'y', 'z']), editorField('detail', { display: { key: 'kind', for: ['x', 'y'] } })];
    const source = fields[0]!;
    const renamed = changeChoices(fields, 0, source.choices.map((choice) => (choice.key === 'x' ? { ...choice, key: 'ex' } : choice)));
    expect(renamed[1]!.display).toEqual({ key: 'kind', for: ['ex', 'y'] });
    const yUid = source.choices.find((choice) => choice.key === 'y')!.uid;
    const removed = changeChoices(renamed, 0, removeChoice(renamed[0]!.choices, yUid));
    expect(removed[1]!.display).toEqual({ key: 'kind', for: ['ex'] });
    // A new choice changes no condition.
    expect(changeChoices(removed, 0, addChoice(removed[0]!.choices))[1]!.display).toEqual({ key: 'kind', for: ['ex'] });
  });

  it('offers as display sources the other fields with choices, and none that depends on the field itself', () => {
    const fields = [
      choiceField('kind', ['x', 'y']),
      editorField('notes'),
      choiceField('empty', []),
      choiceField('flavour', ['a'], { type: 'radio', display: { key: 'kind', for: ['x'] } }),
      choiceField('topping', ['t'], { type: 'multidropdown', display: { key: 'flavour', for: ['a'] } }),
      editorField('flag', { type: 'checkbox' }),
    ];
    // Text fields, choice fields without choices and itself are never offered.
    expect(ids(displaySources(fields, 1))).toEqual(['kind', 'flavour', 'topping']);
    // 'flavour' and 'topping' are shown through 'kind': offering them to 'kind' would make a loop.
    expect(ids(displaySources(fields, 0))).toEqual([]);
    expect(ids(displaySources(fields, 3))).toEqual(['kind']);
    expect(ids(displaySources(fields, 4))).toEqual(['kind', 'flavour']);
  });
});
