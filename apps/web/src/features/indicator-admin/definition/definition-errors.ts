import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { FieldErrors } from '@platform/shared/errors/zod-details';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import { indicatorBodySchema, indicatorKeySchema } from '@platform/shared/indicators/indicator.schemas';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import type { Translate } from '../../../ui/i18n/useT';
import { bodyOf, calculationOf, formPathOf, type DefinitionFormValues, type DefinitionSubmission, type KeptTexts } from './definition-form-values';

/** The key the address /admin/indicators/new stands for: no indicator may have it. */
export const NEW_KEY = 'new';

/** A form error: its place in the form and its message. */
export interface PlacedError {
  path: string;
  type: string;
  message: string;
}

/** Messages saying more than the generic ones, for the values whose rules are not obvious. */
function messageOf(t: Translate, path: string, error: FieldError, key: string): string {
  if (path === 'key') {
    if (error.error === 'BLANK') return fieldErrorMessage(t, error);
    if (error.error === 'TAKEN' || error.error === 'DUPLICATED') return t('indicatorAdmin.error.keyTaken');
    if (key.trim() === NEW_KEY) return t('indicatorAdmin.error.keyReserved');
    return t('indicatorAdmin.error.keyFormat');
  }
  if (path === 'path' && error.error !== 'TAKEN') return t('indicatorAdmin.error.pathFormat');
  if (path === 'calculation.scale' && error.error !== 'BLANK') return t('indicatorAdmin.error.scale');
  return fieldErrorMessage(t, error);
}

/**
 * The errors of a refused save (422 details) or of the form's own check, where the form shows them;
 * those it has no control for come back as `orphans` (for the notice).
 */
export function placeErrors(t: Translate, details: FieldErrors, key: string): { placed: PlacedError[]; orphans: string[] } {
  const placed: PlacedError[] = [];
  const orphans: string[] = [];
  for (const [serverPath, error] of Object.entries(firstFieldErrors(details))) {
    const path = formPathOf(serverPath);
    const message = messageOf(t, path ?? serverPath, error, key);
    if (path === null) orphans.push(message);
    else if (!placed.some((each) => each.path === path)) placed.push({ path, type: error.error, message });
  }
  return { placed, orphans };
}

/**
 * Checks the form with the shared body schema the server uses (so a message reads the same before and
 * after sending), plus what only the form knows: a new key must be free and cannot be 'new'.
 */
export function definitionResolver(
  t: Translate,
  options: { delimiters: NumberDelimiters; kept: () => KeptTexts; isNew: boolean; takenKeys: () => ReadonlySet<string> },
): Resolver<DefinitionFormValues, unknown, DefinitionSubmission> {
  return async (values) => {
    const details: FieldErrors = {};
    if (options.isNew) {
      const key = values.key.trim();
      if (key === '') details.key = [{ error: 'BLANK' }];
      else if (key === NEW_KEY || !indicatorKeySchema.safeParse(key).success) details.key = [{ error: 'INVALID' }];
      else if (options.takenKeys().has(key)) details.key = [{ error: 'TAKEN' }];
    }
    if (values.type === 'custom' && values.custom_component === '') details['indicator.custom_component'] = [{ error: 'BLANK' }];
    const calculation = calculationOf(values.calculation, options.delimiters);
    if (calculation === 'INVALID_SCALE') details['indicator.calculation.scale'] = [{ error: 'INVALID' }];
    const body = bodyOf(values, calculation === 'INVALID_SCALE' ? null : calculation, options.kept());
    const parsed = indicatorBodySchema.safeParse(body);
    if (!parsed.success) Object.assign(details, { ...detailsFromIssues(parsed.error.issues), ...details });
    if (Object.keys(details).length === 0 && parsed.success) return { values: { key: values.key.trim(), body: parsed.data }, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    const { placed, orphans } = placeErrors(t, details, values.key);
    for (const error of placed) errors[error.path] = { type: error.type, message: error.message };
    // Errors of values the form has no control for still stop the save; the notice reads them.
    if (orphans.length > 0) errors.base = { type: 'INVALID', message: orphans.join(' ') };
    return { values: {} as Record<string, never>, errors: errors as unknown as FormErrors<DefinitionFormValues> };
  };
}
