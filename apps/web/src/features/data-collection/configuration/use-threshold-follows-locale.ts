import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import { formatLocalizedNumber, parseLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { ConfigurationFormValues } from './configuration-form-values';

type Form = Pick<UseFormReturn<ConfigurationFormValues, unknown, SubjectConfigurationBody>, 'getValues' | 'setValue' | 'resetField' | 'formState'>;

/**
 * The threshold is written with the interface language's decimal delimiter: when the language changes, the
 * typed threshold (and the saved one it is compared with) are rewritten with the new delimiters.
 */
export function useThresholdFollowsLocale(form: Form, delimiters: NumberDelimiters): void {
  const previous = useRef(delimiters);
  const { getValues, setValue, resetField, formState } = form;
  useEffect(() => {
    const before = previous.current;
    previous.current = delimiters;
    if (before.decimal === delimiters.decimal && before.thousands === delimiters.thousands) return;
    const rewrite = (text: string) => {
      const value = parseLocalizedNumber(text, before);
      return typeof value === 'number' ? formatLocalizedNumber(value, delimiters) : text;
    };
    const typed = getValues('variation_threshold');
    resetField('variation_threshold', { defaultValue: rewrite(formState.defaultValues?.variation_threshold ?? '') });
    setValue('variation_threshold', rewrite(typed), { shouldDirty: true });
  }, [delimiters, getValues, setValue, resetField, formState]);
}
