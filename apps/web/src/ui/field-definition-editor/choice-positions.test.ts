import { describe, expect, it } from 'vitest';
import { addChoice, alignFrenchOrder, frenchOrderDiffers, moveChoice, removeChoice } from './choice-positions';
import { choicesInOrder } from './editor-field';
import { choiceField } from './test-fields';

const keysIn = (choices: ReturnType<typeof choiceField>['choices'], locale: 'en' | 'fr') => choicesInOrder(choices, locale).map((choice) => choice.key);
const uidOf = (choices: ReturnType<typeof choiceField>['choices'], key: string) => choices.find((choice) => choice.key === key)!.uid;

describe('choice positions', () => {
  it('moves a choice in English and French together while the French order follows, numbering positions 1…n', () => {
    const { choices } = choiceField('colour', ['red', 'green', 'blue']);
    const moved = moveChoice(choices, uidOf(choices, 'blue'), 'en', -1, true);
    expect(keysIn(moved, 'en')).toEqual(['red', 'blue', 'green']);
    expect(keysIn(moved, 'fr')).toEqual(['red', 'blue', 'green']);
    expect(moved.map((choice) => [choice.key, choice.position])).toEqual([
      ['red', { en: 1, fr: 1 }],
      ['blue', { en: 2, fr: 2 }],
      ['green', { en: 3, fr: 3 }],
    ]);
  });

  it('moves a choice in one language only when the French order differs', () => {
    const { choices } = choiceField('colour', ['red', 'green', 'blue']);
    const english = moveChoice(choices, uidOf(choices, 'red'), 'en', 1, false);
    expect(keysIn(english, 'en')).toEqual(['green', 'red', 'blue']);
    expect(keysIn(english, 'fr')).toEqual(['red', 'green', 'blue']);
    const french = moveChoice(english, uidOf(english, 'blue'), 'fr', -1, false);
    expect(keysIn(french, 'fr')).toEqual(['red', 'blue', 'green']);
    expect(keysIn(french, 'en')).toEqual(['green', 'red', 'blue']);
    expect(frenchOrderDiffers(french)).toBe(true);
  });

  it('does not move the first choice up nor the last one down', () => {
    const { choices } = choiceField('colour', ['red', 'green']);
    expect(keysIn(moveChoice(choices, uidOf(choices, 'red'), 'en', -1, true), 'en')).toEqual(['red', 'green']);
    expect(keysIn(moveChoice(choices, uidOf(choices, 'green'), 'fr', 1, false), 'fr')).toEqual(['red', 'green']);
  });

  it('renumbers from the stored order even when stored positions have gaps', () => {
    const { choices } = choiceField('size', ['s', 'm', 'l']);
    const gapped = choices.map((choice, index) => ({ ...choice, position: { en: (index + 1) * 10, fr: (3 - index) * 10 } }));
    const moved = moveChoice(gapped, uidOf(gapped, 'l'), 'fr', 1, false);
    expect(keysIn(moved, 'fr')).toEqual(['m', 'l', 's']);
    expect(moved.find((choice) => choice.key === 'm')!.position.fr).toBe(1);
    // English positions are left as they were.
    expect(moved.map((choice) => choice.position.en)).toEqual([10, 20, 30]);
  });

  it('gives French the English order again', () => {
    const { choices } = choiceField('colour', ['red', 'green', 'blue'], {}, ['blue', 'red', 'green']);
    expect(frenchOrderDiffers(choices)).toBe(true);
    const aligned = alignFrenchOrder(choices);
    expect(frenchOrderDiffers(aligned)).toBe(false);
    expect(keysIn(aligned, 'fr')).toEqual(['red', 'green', 'blue']);
  });

  it('adds a choice last in both languages, with a key no other choice has, and removes one', () => {
    const { choices } = choiceField('colour', ['choice_2', 'green'], {}, ['green', 'choice_2']);
    const added = addChoice(choices);
    const choice = added[added.length - 1]!;
    expect(choice.key).toBe('choice_3');
    expect(keysIn(added, 'en').at(-1)).toBe('choice_3');
    expect(keysIn(added, 'fr').at(-1)).toBe('choice_3');
    expect(removeChoice(added, choice.uid).map((each) => each.key)).toEqual(['choice_2', 'green']);
  });
});
