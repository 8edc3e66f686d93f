import type { FieldType } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

// The editor's words come from the screen using it, in its own message namespace: a subject's form has fields
// and contributors, a questionnaire has questions and respondents, and each screen's tests and page objects read
// its own texts.

/** A choice field's choices: their list, their order in French, each choice's key and names. */
export interface ChoicesTexts {
  legend: string;
  checkboxHint: string;
  empty: string;
  add: string;
  englishOrder: string;
  frenchOrderDiffers: string;
  frenchOrder: string;
  choice: (number: number) => string;
  key: string;
  name: (language: Locale) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  moveUpFrench: (name: string) => string;
  moveDownFrench: (name: string) => string;
  remove: (name: string) => string;
}

/** A field's display condition. */
export interface DisplayConditionTexts {
  toggle: string;
  noSource: string;
  source: string;
  /** Under the source when the one chosen is no longer offered (none: nothing said). */
  sourceGone?: string;
  answers: string;
  /** A single checkbox's two answers, for screens offering one as a source. */
  ticked?: string;
  notTicked?: string;
}

/** One field's card: heading, actions and attributes. */
export interface FieldEditorTexts {
  heading: (number: number, name: string) => string;
  /** What a field with neither name nor identifier is called (none: nothing). */
  unnamed?: string;
  /** Names the group of the card's move and remove buttons (none: no group). */
  actions?: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  remove: (name: string) => string;
  removeTitle: string;
  removeMessage: (name: string) => string;
  removeConfirm: string;
  id: string;
  idHint: string;
  type: string;
  typeName: (type: FieldType) => string;
  name: (language: Locale) => string;
  required: string;
  localized: string;
  localizedHint?: string;
  unit: (language: Locale) => string;
  decimals: string;
  decimalsHint: string;
  /** A number's smallest value: offered only where the screen names it. */
  min?: { label: string; hint: string };
  help: (language: Locale) => string;
  choices: ChoicesTexts;
  display: DisplayConditionTexts;
}
