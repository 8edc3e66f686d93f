import { CHOICE_FIELD_TYPES, type FieldDefinition, type LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { LOCALES } from '@platform/shared/i18n/locales';
import { TEMPLATE_LIMITS, type TemplateBody, type TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import type { FieldErrors } from '../../platform/errors/app-error.js';

/**
 * Field ids a questionnaire's error details already use for their own keys (its answers' errors are keyed by
 * field id): a question named so would have its errors mixed with the questionnaire's.
 */
export const RESERVED_FIELD_IDS: readonly string[] = ['base', 'answers', 'updated_at', 'event', 'comment', 'field_id', 'field_ids'];

/** A template's name and questions as they are stored. */
export interface TemplateContent {
  name: LocalizedText;
  sections: TemplateSection[];
}

const trimmed = (text: LocalizedText): LocalizedText => ({ en: text.en.trim(), fr: text.fr.trim() });

/** The body's name and questions with every name trimmed (template, sections, questions, choices). */
export function normalisedTemplate(body: Pick<TemplateBody, 'name' | 'sections'>): TemplateContent {
  return {
    name: trimmed(body.name),
    sections: body.sections.map((section) => ({
      ...section,
      name: trimmed(section.name),
      fields: section.fields.map((field) => ({
        ...field,
        name: trimmed(field.name),
        ...(field.choices ? { choices: field.choices.map((choice) => ({ ...choice, name: trimmed(choice.name) })) } : {}),
      })),
    })),
  };
}

/**
 * Fields whose value is a choice: radio, dropdown and multidropdown need choices; a checkbox without any holds
 * a yes or no (`true`/`false`), as the dynamic form reads it.
 */
const needsChoices = (field: FieldDefinition) => CHOICE_FIELD_TYPES.includes(field.type) && field.type !== 'checkbox';

/** The values a display condition may name for the field it depends on: its choice keys, or a checkbox's yes and no. */
function conditionValues(field: FieldDefinition): ReadonlySet<string> | null {
  if (!CHOICE_FIELD_TYPES.includes(field.type)) return null;
  if (field.type === 'checkbox' && !field.choices?.length) return new Set(['true', 'false']);
  return new Set((field.choices ?? []).map((choice) => choice.key));
}

/**
 * The rules of a template beyond each value's own schema, each error named by its place in the body
 * (`name.fr`, `sections.1.fields.0.id`): names not blank in either language (the template's up to its
 * limit), section ids unique, field ids unique over the whole template and not reserved, choice fields with
 * choices of unique keys (and no more than the limit), no more questions than the limit over every section,
 * and display conditions naming a choice field that comes before the question, with values that are keys of
 * its choices. Empty when the template is right.
 */
export function templateErrors(template: TemplateContent): FieldErrors {
  const details: FieldErrors = {};
  const fail = (path: string, error: string, parameters: Record<string, unknown> = {}) => {
    (details[path] ??= []).push({ error, ...parameters });
  };
  const blanks = (text: LocalizedText, at: string) => {
    for (const locale of LOCALES) if (text[locale].trim() === '') fail(`${at}.${locale}`, 'BLANK');
  };

  blanks(template.name, 'name');
  for (const locale of LOCALES) if (template.name[locale].length > TEMPLATE_LIMITS.nameMax) fail(`name.${locale}`, 'TOO_LONG', { maximum: TEMPLATE_LIMITS.nameMax });

  const fieldsCount = template.sections.reduce((sum, section) => sum + section.fields.length, 0);
  if (fieldsCount > TEMPLATE_LIMITS.fieldsMax) fail('sections', 'TOO_MANY_FIELDS', { maximum: TEMPLATE_LIMITS.fieldsMax });

  const sectionIds = new Set<string>();
  // The fields met so far, in the template's order: a display condition may only name one of these.
  const earlier = new Map<string, FieldDefinition>();
  template.sections.forEach((section, sectionIndex) => {
    const at = `sections.${sectionIndex}`;
    if (sectionIds.has(section.id)) fail(`${at}.id`, 'DUPLICATED');
    sectionIds.add(section.id);
    blanks(section.name, `${at}.name`);
    section.fields.forEach((field, fieldIndex) => {
      const fieldAt = `${at}.fields.${fieldIndex}`;
      if (earlier.has(field.id)) fail(`${fieldAt}.id`, 'DUPLICATED');
      else if (RESERVED_FIELD_IDS.includes(field.id)) fail(`${fieldAt}.id`, 'RESERVED');
      blanks(field.name, `${fieldAt}.name`);
      checkChoices(field, fieldAt, fail);
      if (field.display) checkDisplay(field.display, earlier, fieldAt, fail);
      if (!earlier.has(field.id)) earlier.set(field.id, field);
    });
  });
  return details;
}

type Fail = (path: string, error: string, parameters?: Record<string, unknown>) => void;

function checkChoices(field: FieldDefinition, at: string, fail: Fail): void {
  const choices = field.choices ?? [];
  if (needsChoices(field) && choices.length === 0) fail(`${at}.choices`, 'BLANK');
  if (choices.length > TEMPLATE_LIMITS.choicesPerFieldMax) fail(`${at}.choices`, 'TOO_LONG', { maximum: TEMPLATE_LIMITS.choicesPerFieldMax });
  if (!CHOICE_FIELD_TYPES.includes(field.type)) return;
  const keys = new Set<string>();
  choices.forEach((choice, index) => {
    if (keys.has(choice.key)) fail(`${at}.choices.${index}.key`, 'DUPLICATED');
    keys.add(choice.key);
    for (const locale of LOCALES) if (choice.name[locale].trim() === '') fail(`${at}.choices.${index}.name.${locale}`, 'BLANK');
  });
}

/** A condition names an earlier choice field of the template, and only values it can hold. */
function checkDisplay(display: NonNullable<FieldDefinition['display']>, earlier: ReadonlyMap<string, FieldDefinition>, at: string, fail: Fail): void {
  const controlling = earlier.get(display.key);
  const values = controlling ? conditionValues(controlling) : null;
  if (!values) {
    fail(`${at}.display.key`, 'INVALID');
    return;
  }
  const unknown = display.for.filter((value) => !values.has(value));
  if (unknown.length > 0) fail(`${at}.display.for`, 'INVALID', { values: unknown });
}
