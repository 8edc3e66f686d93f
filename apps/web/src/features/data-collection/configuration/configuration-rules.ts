import type { FieldErrors } from '@platform/shared/errors/zod-details';
import { LOCALES } from '@platform/shared/i18n/locales';
import { hasChoiceType, type EditorField } from '../../../ui/field-definition-editor/editor-field';
import { displaySources } from './field-list';

/**
 * The rules of the field definitions beyond each value's own schema, checked before sending so the
 * administrator sees them at once: identifiers unique, names in both languages, choices for the
 * choice types (unique keys, named), and display conditions on another field's existing answers.
 * The server checks the same (and refuses the same) on its side.
 */
export function fieldDefinitionErrors(fields: readonly EditorField[]): FieldErrors {
  const details: FieldErrors = {};
  const fail = (path: string, error: string) => {
    (details[path] ??= []).push({ error });
  };
  const ids = fields.map((field) => field.id);
  fields.forEach((field, index) => {
    const at = `fields.${index}`;
    if (ids.indexOf(field.id) !== index) fail(`${at}.id`, 'DUPLICATED');
    for (const locale of LOCALES) if (field.name[locale].trim() === '') fail(`${at}.name.${locale}`, 'BLANK');

    if (hasChoiceType(field)) {
      if (field.type !== 'checkbox' && field.choices.length === 0) fail(`${at}.choices`, 'BLANK');
      const keys = field.choices.map((choice) => choice.key);
      field.choices.forEach((choice, choiceIndex) => {
        if (keys.indexOf(choice.key) !== choiceIndex) fail(`${at}.choices.${choiceIndex}.key`, 'DUPLICATED');
        for (const locale of LOCALES) if (choice.name[locale].trim() === '') fail(`${at}.choices.${choiceIndex}.name.${locale}`, 'BLANK');
      });
    }

    if (field.display) {
      const source = displaySources(fields, index).find((candidate) => candidate.id === field.display?.key);
      if (!source) fail(`${at}.display.key`, 'INVALID');
      else if (field.display.for.length === 0) fail(`${at}.display.for`, 'BLANK');
      else if (field.display.for.some((key) => !source.choices.some((choice) => choice.key === key))) fail(`${at}.display.for`, 'INVALID');
    }
  });
  return details;
}
