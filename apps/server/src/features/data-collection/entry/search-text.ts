import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';

/**
 * The lower-cased text an input is searched by (the list's `q`): its tags' keys and names in both
 * locales, and the text of its values (strings, localized texts, chosen options by key and name).
 */
export function searchTextOf(
  tagNodes: readonly { key: string; name: { en: string; fr: string } }[],
  fields: readonly FieldDefinition[],
  values: FormValues,
): string {
  const parts: string[] = tagNodes.flatMap((node) => [node.key, node.name.en, node.name.fr]);
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const [id, value] of Object.entries(values)) {
    const choices = byId.get(id)?.choices ?? [];
    const chosen = (key: string) => choices.find((choice) => choice.key === key);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') {
        const choice = chosen(item);
        parts.push(item, ...(choice ? [choice.name.en, choice.name.fr] : []));
      } else if (item && typeof item === 'object' && 'en' in item && typeof item.en === 'string') {
        parts.push(item.en, String((item as { fr: unknown }).fr ?? ''));
      } else if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string') {
        parts.push(item.name);
      }
    }
  }
  return [...new Set(parts.map((part) => part.trim().toLowerCase()).filter(Boolean))].join(' ');
}
