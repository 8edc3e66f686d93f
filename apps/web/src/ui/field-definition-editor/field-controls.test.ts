import { describe, expect, it } from 'vitest';
import { choiceControl, controlOfPath } from './field-controls';
import { choiceField } from './test-fields';

describe('controlOfPath', () => {
  const field = choiceField('kind', ['x', 'y']);
  const [x, y] = field.choices;

  it('names the control showing an error of each path of a definition', () => {
    expect(['id', 'type', 'decimals', 'min', 'name.fr', 'unit.en', 'help.fr', 'choices', 'display.key', 'display.for'].map((path) => controlOfPath(field, path))).toEqual([
      'id',
      'type',
      'decimals',
      'min',
      'name-fr',
      'unit-en',
      'help-fr',
      'choices',
      'display-key',
      'display-for',
    ]);
  });

  it('finds a choice by its place in the list as sent, and names its control by the choice’s uid', () => {
    expect(controlOfPath(field, 'choices.1.key')).toBe(choiceControl(y!.uid, 'key'));
    expect(controlOfPath(field, 'choices.0.name.fr')).toBe(choiceControl(x!.uid, 'name-fr'));
    // A choice no longer there: the list shows the error.
    expect(controlOfPath(field, 'choices.5.key')).toBe('choices');
  });

  it('gives a condition as a whole to its source, and paths with no control of their own to no control', () => {
    expect(controlOfPath(field, 'display')).toBe('display-key');
    expect(controlOfPath(field, 'localized')).toBeNull();
    expect(controlOfPath(field, '')).toBeNull();
  });
});
