import type { FieldDefinition, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { CreateInputBody, UpdateInputBody } from '@platform/shared/data-collection/inputs.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import { isEmpty, validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { GridRow, SaveMode } from './grid-rows';

/** A new row is created (POST); a row with an input updates it at the version the page loaded (PUT). */
export type RowRequest = { kind: 'create'; body: CreateInputBody } | { kind: 'update'; id: number; body: UpdateInputBody };

export interface RowRequestContext {
  fields: readonly FieldDefinition[];
  period: string;
  dimensionKey: string;
}

/**
 * What to send for one row. A field its row now hides carries no value (a value there is refused as DISABLED);
 * a new input leaves out the fields with no value; an update sends every value, so one value set back to
 * nothing is stored as nothing, and keeps the fields marked "not applicable" that still have no value.
 */
export function rowRequest(row: GridRow, mode: SaveMode, context: RowRequestContext, justification?: string): RowRequest {
  const values = shownValues(row.values, context.fields);
  const submit = mode === 'submit';
  const extra = justification === undefined ? {} : { justification };
  if (!row.input) {
    const present = Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
    return { kind: 'create', body: { period: context.period, tags: { [context.dimensionKey]: row.id }, values: present, submit, ...extra } };
  }
  const notApplicable = stillNotApplicable(row.input.not_applicable, values, context.fields);
  return {
    kind: 'update',
    id: row.input.id,
    body: { lock_version: row.input.lock_version, values, ...(notApplicable ? { not_applicable: notApplicable } : {}), submit, ...extra },
  };
}

function shownValues(values: FormValues, fields: readonly FieldDefinition[]): FormValues {
  const result: FormValues = { ...values };
  for (const field of fields) if (!isFieldShown(field, values) && field.id in result) result[field.id] = null;
  return result;
}

function stillNotApplicable(marked: NotApplicable, values: FormValues, fields: readonly FieldDefinition[]): NotApplicable | null {
  if (Object.keys(marked).length === 0) return null;
  const shown = new Set(fields.filter((field) => isFieldShown(field, values)).map((field) => field.id));
  return Object.fromEntries(Object.entries(marked).filter(([id]) => shown.has(id) && isEmpty(values[id])));
}

/** The rules the server checks, run first so a row with a mistake is not sent (spec §5; a draft may be partial). */
export function rowErrors(row: GridRow, mode: SaveMode, context: RowRequestContext & { dateBounds: { beginning: string; end: string } }) {
  return validateFormValues(context.fields, shownValues(row.values, context.fields), {
    notApplicable: row.input ? (stillNotApplicable(row.input.not_applicable, row.values, context.fields) ?? {}) : {},
    requireAll: mode === 'submit',
    period: context.period,
    dateBounds: context.dateBounds,
  });
}
