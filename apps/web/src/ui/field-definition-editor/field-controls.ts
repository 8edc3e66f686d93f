import type { EditorField } from './editor-field';

// The controls of a field's editor have names (`id`, `type`, `name-en`, `unit-fr`, `help-en`, `decimals`, `min`,
// `required`, `localized`, `choices`, `choice-<uid>-key`, `choice-<uid>-name-fr`, `display`, `display-key`,
// `display-for`, `heading`, `up`, `down`, `add-choice`…). A control's DOM id is the field's prefix followed by its
// name, so a screen can send the focus, or an error summary's link, to any of them.

const LOCALE = /^(en|fr)$/;

/** The name of a control of one of the field's choices: `key`, `name-en`, `up`, `fr-down`, `remove`. */
export const choiceControl = (choiceUid: string, control: string) => `choice-${choiceUid}-${control}`;

/**
 * The control that shows the error of a path of the field's definition, as the shared schema names it (`id`,
 * `name.fr`, `choices.1.key`, `display.for`): for a choice, found by its place in `field.choices`. Null when the
 * path has no control of its own (the error then belongs to the field as a whole).
 */
export function controlOfPath(field: Pick<EditorField, 'choices'>, path: string): string | null {
  const parts = path.split('.');
  const language = (part: string | undefined) => (LOCALE.test(part ?? '') ? part : 'en');
  switch (parts[0]) {
    case 'id':
    case 'type':
    case 'decimals':
    case 'min':
      return parts[0];
    case 'name':
    case 'unit':
    case 'help':
      return `${parts[0]}-${language(parts[1])}`;
    case 'display':
      return parts[1] === 'for' ? 'display-for' : 'display-key';
    case 'choices': {
      const choice = parts[1] === undefined ? undefined : field.choices[Number(parts[1])];
      if (!choice) return 'choices';
      return choiceControl(choice.uid, parts[2] === 'name' && LOCALE.test(parts[3] ?? '') ? `name-${parts[3]}` : 'key');
    }
    default:
      return null;
  }
}
