import type { Locale } from '@platform/shared/i18n/locales';
import { choicesInOrder, newUid, uniqueKey, type EditorChoice } from './editor-field';

/** True when French lists the choices in another order than English. */
export function frenchOrderDiffers(choices: readonly EditorChoice[]): boolean {
  const english = choicesInOrder(choices, 'en');
  const french = choicesInOrder(choices, 'fr');
  return english.some((choice, index) => choice.uid !== french[index]?.uid);
}

/** Positions 1, 2, 3… in the given order for one locale (French too when it follows); the list comes back in English order. */
function numbered(order: readonly EditorChoice[], locale: Locale, frenchFollows: boolean): EditorChoice[] {
  const renumbered = order.map((choice, index) => ({
    ...choice,
    position: { ...choice.position, [locale]: index + 1, ...(frenchFollows ? { fr: index + 1 } : {}) },
  }));
  return choicesInOrder(renumbered, 'en');
}

/**
 * Moves a choice one place up (-1) or down (+1) in a locale's order, renumbering that locale's positions 1…n.
 * With `frenchFollows`, a move in English moves it in French too.
 */
export function moveChoice(choices: readonly EditorChoice[], uid: string, locale: Locale, delta: -1 | 1, frenchFollows: boolean): EditorChoice[] {
  const order = choicesInOrder(choices, locale);
  const from = order.findIndex((choice) => choice.uid === uid);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...choices];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return numbered(order, locale, frenchFollows && locale === 'en');
}

/** French takes the English order again. */
export function alignFrenchOrder(choices: readonly EditorChoice[]): EditorChoice[] {
  return numbered(choicesInOrder(choices, 'en'), 'en', true);
}

/** A new choice, last in both orders, with a key no other choice of the field has. */
export function addChoice(choices: readonly EditorChoice[], uid: string = newUid()): EditorChoice[] {
  const last = (locale: Locale) => Math.max(0, ...choices.map((choice) => choice.position[locale]));
  const choice: EditorChoice = {
    uid,
    key: uniqueKey('choice', choices.map((existing) => existing.key)),
    name: { en: '', fr: '' },
    position: { en: last('en') + 1, fr: last('fr') + 1 },
  };
  return [...choices, choice];
}

export function removeChoice(choices: readonly EditorChoice[], uid: string): EditorChoice[] {
  return choices.filter((choice) => choice.uid !== uid);
}
