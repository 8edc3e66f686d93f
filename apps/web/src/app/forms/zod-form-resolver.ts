import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import type { Translate } from '../../ui/i18n/useT';
import { fieldErrorMessage } from './server-errors';

/**
 * Validates a form with the same shared zod schema the server uses, and words
 * its errors exactly as the server's would be (same codes, same messages).
 */
export function zodFormResolver<T extends FieldValues>(schema: z.ZodType<T>, t: Translate): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, error] of Object.entries(firstFieldErrors(detailsFromIssues(result.error.issues)))) {
      errors[field] = { type: error.error, message: fieldErrorMessage(t, error) };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<T> };
  };
}
