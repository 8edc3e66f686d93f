import type { SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import { CHOICE_FIELD_TYPES } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldErrors } from '../../../platform/errors/app-error.js';

/**
 * Field ids an input's error details already use for their own keys: a field named so would have its
 * errors mixed with the input's.
 */
export const RESERVED_FIELD_IDS: readonly string[] = ['base', 'tags', 'period', 'values', 'not_applicable', 'justification', 'lock_version', 'submit'];

/** What the configuration is checked against, beyond itself. */
export interface ConfigurationContext {
  sectionKeys: ReadonlySet<string>;
  /** The client's tag dimensions (their roots' keys) with the deepest level each has. */
  dimensionDepths: ReadonlyMap<string, number>;
  /** The ids of the client's users who may be made contributors (not archived). */
  userIds: ReadonlySet<number>;
  /** The subject already has live inputs: their tag dimensions can no longer change. */
  hasInputs: boolean;
  currentDimensions: SubjectConfigurationBody['tag_dimensions'];
}

/**
 * The rules of a subject's configuration beyond each value's own schema: field ids unique and not
 * reserved, choices for choice types (unique keys), `display.key` naming another field, known
 * section, dimensions and users, periods unique and ascending.
 */
export function configurationErrors(body: SubjectConfigurationBody, context: ConfigurationContext): FieldErrors {
  const details: FieldErrors = {};
  const fail = (path: string, error: string, parameters: Record<string, unknown> = {}) => {
    (details[path] ??= []).push({ error, ...parameters });
  };

  if (!context.sectionKeys.has(body.section_key)) fail('section_key', 'INVALID');

  const ids = body.fields.map((field) => field.id);
  body.fields.forEach((field, index) => {
    const at = `fields.${index}`;
    if (ids.indexOf(field.id) !== index) fail(`${at}.id`, 'DUPLICATED');
    if (RESERVED_FIELD_IDS.includes(field.id)) fail(`${at}.id`, 'INVALID');
    const needsChoices = CHOICE_FIELD_TYPES.includes(field.type) && field.type !== 'checkbox';
    if (needsChoices && !field.choices?.length) fail(`${at}.choices`, 'BLANK');
    const keys = (field.choices ?? []).map((choice) => choice.key);
    if (new Set(keys).size !== keys.length) fail(`${at}.choices`, 'DUPLICATED');
    if (field.display && (field.display.key === field.id || !ids.includes(field.display.key))) fail(`${at}.display.key`, 'INVALID');
  });

  const dimensionKeys = body.tag_dimensions.map((dimension) => dimension.key);
  body.tag_dimensions.forEach((dimension, index) => {
    const deepest = context.dimensionDepths.get(dimension.key);
    if (deepest === undefined || dimensionKeys.indexOf(dimension.key) !== index) fail(`tag_dimensions.${index}.key`, 'INVALID');
    else if (dimension.depth > deepest) fail(`tag_dimensions.${index}.depth`, 'INVALID', { maximum: deepest });
  });
  if (context.hasInputs && JSON.stringify(body.tag_dimensions) !== JSON.stringify(context.currentDimensions)) fail('tag_dimensions', 'READ_ONLY');

  const ascending = body.periods.every((period, index) => index === 0 || period > body.periods[index - 1]!);
  if (!ascending) fail('periods', 'INVALID');

  if (body.contributor_ids.some((id) => !context.userIds.has(id))) fail('contributor_ids', 'INVALID');
  return details;
}
