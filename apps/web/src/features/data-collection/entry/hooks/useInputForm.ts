import { useCallback, useState } from 'react';
import type { FieldDefinition, FieldValue, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { isApiError } from '../../../../app/api/api-error';
import { notApplicableErrorKey } from '../../../../ui/dynamic-form/dynamic-form-types';
import { inputFormErrors, valuesToSend } from '../input-form-values';

export interface InputFormState {
  values: FormValues;
  notApplicable: NotApplicable;
  justification: string;
}

export interface InputSubmission {
  values: FormValues;
  not_applicable: NotApplicable;
  justification: string | null;
  submit: boolean;
}

export type InputErrors = Record<string, FieldError[]>;

/** Whether the errors hold a VARIATION_EXCEEDED warning (accepted by writing a justification). */
export const hasVariationWarning = (errors: InputErrors) => Object.values(errors).some((list) => list.some((error) => error.error === 'VARIATION_EXCEEDED'));

/**
 * An input's form: its values, "not applicable" reasons and justification, the errors shown (the
 * browser's own checks, then the server's 422 details), and whether a justification is asked for.
 */
export function useInputForm(fields: readonly FieldDefinition[], initial: InputFormState, dateBounds: { beginning: string; end: string }) {
  const [state, setState] = useState<InputFormState>(initial);
  const [errors, setErrors] = useState<InputErrors>({});
  const [dirty, setDirty] = useState(false);
  // Once the server asked for a justification, the box stays until the input is saved.
  const [askJustification, setAskJustification] = useState(initial.justification.trim() !== '');

  const clearErrors = useCallback((...keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (id: string, value: FieldValue) => {
      setState((current) => ({ ...current, values: { ...current.values, [id]: value } }));
      setDirty(true);
      clearErrors(id);
    },
    [clearErrors],
  );

  const setNotApplicable = useCallback(
    (id: string, reason: string | null) => {
      setState((current) => {
        const notApplicable = { ...current.notApplicable };
        if (reason === null) delete notApplicable[id];
        else notApplicable[id] = reason;
        return { ...current, notApplicable };
      });
      setDirty(true);
      clearErrors(id, notApplicableErrorKey(id));
    },
    [clearErrors],
  );

  const setJustification = useCallback(
    (justification: string) => {
      setState((current) => ({ ...current, justification }));
      setDirty(true);
      clearErrors('justification');
    },
    [clearErrors],
  );

  /** The body to send, or null (with the errors shown) when the browser's checks already fail. */
  const prepare = (submit: boolean, period: string): InputSubmission | null => {
    const sent = valuesToSend(fields, state.values, state.notApplicable);
    const found = inputFormErrors(fields, sent, { submit, period, dateBounds });
    const justification = state.justification.trim() === '' ? null : state.justification.trim();
    if (submit && askJustification && justification === null && hasVariationWarning(errors)) found.justification = [{ error: 'BLANK' }];
    if (Object.keys(found).length > 0) {
      // The server's warnings stay beside the browser's errors until the next answer.
      setErrors({ ...Object.fromEntries(Object.entries(errors).filter(([, list]) => list.some((error) => error.error === 'VARIATION_EXCEEDED'))), ...found });
      return null;
    }
    return { ...sent, justification, submit };
  };

  /** Shows a 422 answer's details; false for any other failure (the caller's to handle). */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || error.kind !== 'INVALID') return false;
    setErrors(error.details);
    if (hasVariationWarning(error.details)) setAskJustification(true);
    return true;
  };

  const reset = useCallback((next: InputFormState) => {
    setState(next);
    setErrors({});
    setDirty(false);
    setAskJustification(next.justification.trim() !== '');
  }, []);

  return { ...state, errors, dirty, askJustification, setValue, setNotApplicable, setJustification, prepare, showServerErrors, clearErrors, reset, setErrors };
}

export type InputForm = ReturnType<typeof useInputForm>;
