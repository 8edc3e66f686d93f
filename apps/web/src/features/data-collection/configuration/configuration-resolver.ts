import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { subjectConfigurationBodySchema, type SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import { parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { detailsFromIssues, type FieldErrors } from '@platform/shared/errors/zod-details';
import type { Translate } from '../../../ui/i18n/useT';
import { configurationErrorMessage, placeNameErrors } from './configuration-errors';
import { bodyOf, type ConfigurationFormValues } from './configuration-form-values';
import { fieldDefinitionErrors } from './configuration-rules';

/**
 * Validates the configuration form as the server will: the body built from the form goes through the shared
 * schema, then the field definitions' own rules; errors are worded as the server's would be. Valid values
 * come out as the request body.
 */
export function configurationResolver(
  t: Translate,
  delimiters: NumberDelimiters,
): Resolver<ConfigurationFormValues, unknown, SubjectConfigurationBody> {
  return async (values) => {
    const details: FieldErrors = {};
    const add = (more: FieldErrors) => {
      for (const [path, errors] of Object.entries(more)) (details[path] ??= []).push(...errors);
    };
    const threshold = parseLocalizedNumber(values.variation_threshold, delimiters);
    if (threshold === 'INVALID') add({ variation_threshold: [{ error: 'INVALID' }] });
    const parsed = subjectConfigurationBodySchema.safeParse(bodyOf(values, threshold === 'INVALID' ? null : threshold));
    if (!parsed.success) add(detailsFromIssues(parsed.error.issues));
    add(fieldDefinitionErrors(values.fields));

    const first = firstFieldErrors(placeNameErrors(details, values.name));
    if (parsed.success && Object.keys(first).length === 0) return { values: parsed.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(first).map(([path, error]) => [path, { type: error.error, message: configurationErrorMessage(t, path, error) }]),
    );
    return { values: {}, errors: errors as unknown as FormErrors<ConfigurationFormValues> };
  };
}
