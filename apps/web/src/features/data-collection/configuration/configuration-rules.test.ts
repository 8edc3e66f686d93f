import { describe, expect, it } from 'vitest';
import { fieldDefinitionErrors } from './configuration-rules';
import { choiceField, editorField } from '../../../ui/field-definition-editor/test-fields';

describe('field definition rules', () => {
  it('accepts a valid form', () => {
    const fields = [choiceField('kind', ['x', 'y']), editorField('detail', { display: { key: 'kind', for: ['y'] } }), editorField('flag', { type: 'checkbox' })];
    expect(fieldDefinitionErrors(fields)).toEqual({});
  });

  it('finds a repeated identifier, names left blank, and choice types without choices', () => {
    const fields = [editorField('a'), editorField('a', { name: { en: 'A', fr: ' ' } }), choiceField('pick', [], { type: 'radio' })];
    expect(fieldDefinitionErrors(fields)).toEqual({
      'fields.1.id': [{ error: 'DUPLICATED' }],
      'fields.1.name.fr': [{ error: 'BLANK' }],
      'fields.2.choices': [{ error: 'BLANK' }],
    });
  });

  it('finds repeated and unnamed choices', () => {
    const field = choiceField('kind', ['x', 'x']);
    field.choices[1]!.name = { en: '', fr: 'x' };
    expect(fieldDefinitionErrors([field])).toEqual({
      'fields.0.choices.1.key': [{ error: 'DUPLICATED' }],
      'fields.0.choices.1.name.en': [{ error: 'BLANK' }],
    });
  });

  it('refuses a condition on a field without choices, on itself, with no answer or an unknown answer', () => {
    const fields = [
      choiceField('kind', ['x']),
      editorField('notes'),
      editorField('on_notes', { display: { key: 'notes', for: ['x'] } }),
      choiceField('self', ['s'], { display: { key: 'self', for: ['s'] } }),
      editorField('no_answer', { display: { key: 'kind', for: [] } }),
      editorField('gone', { display: { key: 'kind', for: ['y'] } }),
    ];
    expect(fieldDefinitionErrors(fields)).toEqual({
      'fields.2.display.key': [{ error: 'INVALID' }],
      'fields.3.display.key': [{ error: 'INVALID' }],
      'fields.4.display.for': [{ error: 'BLANK' }],
      'fields.5.display.for': [{ error: 'INVALID' }],
    });
  });
});
