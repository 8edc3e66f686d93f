import type { Locale } from '../i18n/locales.js';
import type { FieldChoice, FieldDefinition } from './field-definition.schemas.js';

/** A field's choices in the order of the locale's positions (spec §5); ties keep their declared order. */
export function sortedChoices(field: Pick<FieldDefinition, 'choices'>, locale: Locale): FieldChoice[] {
  return (field.choices ?? [])
    .map((choice, index) => ({ choice, index }))
    .sort((a, b) => a.choice.position[locale] - b.choice.position[locale] || a.index - b.index)
    .map(({ choice }) => choice);
}
