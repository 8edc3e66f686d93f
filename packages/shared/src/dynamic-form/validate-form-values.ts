import type { FieldError } from '../errors/error-codes.js';
import { attachedFileSchema, type FieldDefinition, type FieldValue, type FormValues, type NotApplicable } from './field-definition.schemas.js';
import { isFieldShown } from './field-visibility.js';

export interface FormValidationOptions {
  notApplicable?: NotApplicable;
  /** Required fields must be filled (on submit); a draft may be partial. */
  requireAll: boolean;
  /** The input's year: date values must fall within it (INVALID_DATE_FOR_PERIOD). */
  period?: string;
  /** The client's beginning and end of time (spec §5, dates), as yyyy-MM-dd. */
  dateBounds: { beginning: string; end: string };
}

const MAX_STRING = 1000;
const MAX_TEXT = 100_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Checks a dynamic form's values against its field definitions (spec §3, §5); the server and the
 * browser run the same rules. Answers the errors by field id (empty when valid).
 */
export function validateFormValues(fields: readonly FieldDefinition[], values: FormValues, options: FormValidationOptions): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  const fail = (id: string, error: string, parameters: Record<string, unknown> = {}) => {
    (errors[id] ??= []).push({ error, ...parameters });
  };
  const byId = new Map(fields.map((field) => [field.id, field]));
  const notApplicable = options.notApplicable ?? {};
  for (const id of Object.keys(values)) if (!byId.has(id)) fail(id, 'DISABLED');
  for (const id of Object.keys(notApplicable)) if (!byId.has(id)) fail(id, 'DISABLED');

  for (const field of fields) {
    const value = values[field.id] ?? null;
    const shown = isFieldShown(field, values);
    const markedNotApplicable = field.id in notApplicable;
    if (!shown) {
      if (!isEmpty(value) || markedNotApplicable) fail(field.id, 'DISABLED');
      continue;
    }
    if (markedNotApplicable) {
      // "Not applicable" stands instead of a value, never beside one.
      if (!isEmpty(value)) fail(field.id, 'INVALID', { reason: 'NOT_APPLICABLE_WITH_VALUE' });
      continue;
    }
    if (isEmpty(value) || (field.localized && isLocalizedText(value) && (value.en.trim() === '' || value.fr.trim() === ''))) {
      if (options.requireAll && field.required) {
        fail(field.id, 'BLANK');
        continue;
      }
      if (isEmpty(value)) continue;
    }
    const problem = problemOf(field, value, options);
    if (problem) fail(field.id, problem.error, problem.parameters);
  }
  return errors;
}

/** No value: null, blank text, an empty list. Zero and false are values. */
export function isEmpty(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isLocalizedText(value)) return value.en.trim() === '' && value.fr.trim() === '';
  return false;
}

function isLocalizedText(value: FieldValue): value is { en: string; fr: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { en?: unknown }).en === 'string';
}

type Problem = { error: string; parameters?: Record<string, unknown> } | null;

function problemOf(field: FieldDefinition, value: FieldValue, options: FormValidationOptions): Problem {
  const choiceKeys = new Set((field.choices ?? []).map((choice) => choice.key));
  switch (field.type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'INVALID' };
      if (field.min !== undefined && value < field.min) return { error: 'INVALID', parameters: { min: field.min } };
      if (field.decimals !== undefined && decimalsOf(value) > field.decimals) return { error: 'INVALID', parameters: { decimals: field.decimals } };
      return null;
    }
    case 'string':
    case 'text':
    case 'editor': {
      const limit = field.type === 'string' ? MAX_STRING : MAX_TEXT;
      const texts = field.localized ? (isLocalizedText(value) ? [value.en, value.fr] : null) : typeof value === 'string' ? [value] : null;
      if (!texts) return { error: 'INVALID' };
      return texts.some((text) => text.length > limit) ? { error: 'INVALID', parameters: { maximum: limit } } : null;
    }
    case 'date':
      return dateProblem(value, options);
    case 'radio':
    case 'dropdown':
      return typeof value === 'string' && choiceKeys.has(value) ? null : { error: 'INVALID' };
    case 'checkbox':
      if (!field.choices?.length) return typeof value === 'boolean' ? null : { error: 'INVALID' };
      return isChoiceList(value, choiceKeys) ? null : { error: 'INVALID' };
    case 'multidropdown':
      return isChoiceList(value, choiceKeys) ? null : { error: 'INVALID' };
    case 'files':
      return Array.isArray(value) && value.every((file) => attachedFileSchema.safeParse(file).success) ? null : { error: 'INVALID' };
  }
}

function isChoiceList(value: FieldValue, keys: ReadonlySet<string>): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && keys.has(item)) && new Set(value as string[]).size === value.length;
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]) + (text.split('e-')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

function dateProblem(value: FieldValue, options: FormValidationOptions): Problem {
  if (typeof value !== 'string') return { error: 'INVALID' };
  const match = ISO_DATE.exec(value);
  if (!match) return { error: 'INVALID' };
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return { error: 'INVALID' };
  const { beginning, end } = options.dateBounds;
  if (value < beginning || value > end) return { error: 'INVALID', parameters: { beginning, end } };
  if (options.period && match[1] !== options.period) return { error: 'INVALID_DATE_FOR_PERIOD', parameters: { period: options.period } };
  return null;
}
