import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { Locale } from '@platform/shared/i18n/locales';
import type { TemplateSection, VersionImpact } from '@platform/shared/questionnaires/templates.schemas';
import type { ApiError } from '../../../../app/api/api-error';

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object') : []);
const fieldId = (item: Record<string, unknown>) => (typeof item.field_id === 'string' ? item.field_id : null);

/**
 * The impact a save would have on the questionnaires using the template, when the server asks for it first
 * (422 with `details.base: [{ error: 'VERSION_CHANGE', impact }]`); null for any other answer. Read defensively:
 * an entry without a field id is left out rather than shown wrong.
 */
export function versionChangeOf(error: ApiError): VersionImpact | null {
  const found = (error.details.base ?? []).find((each: FieldError) => each.error === 'VERSION_CHANGE');
  if (!found || found.impact === null || typeof found.impact !== 'object') return null;
  const impact = found.impact as Record<string, unknown>;
  return {
    questionnaires: count(impact.questionnaires),
    carried: list(impact.carried).flatMap((item) => (fieldId(item) ? [{ field_id: fieldId(item)!, answers: count(item.answers) }] : [])),
    added: list(impact.added).flatMap((item) => (fieldId(item) ? [{ field_id: fieldId(item)! }] : [])),
    dropped: list(impact.dropped).flatMap((item) =>
      fieldId(item) ? [{ field_id: fieldId(item)!, reason: item.reason === 'type_changed' ? ('type_changed' as const) : ('removed' as const), answers: count(item.answers) }] : [],
    ),
  };
}

/**
 * Names questions by id, in a locale: from the template as it would be saved, else (a removed question) as it
 * was saved; its id when it has no name.
 */
export function questionNamer(sent: readonly TemplateSection[], saved: readonly TemplateSection[], locale: Locale): (id: string) => string {
  const byId = new Map<string, FieldDefinition>();
  for (const field of saved.flatMap((section) => section.fields)) byId.set(field.id, field);
  for (const field of sent.flatMap((section) => section.fields)) byId.set(field.id, field);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return (id) => {
    const field = byId.get(id);
    return field?.name[locale].trim() || field?.name[other].trim() || id;
  };
}
