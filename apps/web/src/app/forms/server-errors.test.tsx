import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@platform/shared/i18n/locales';
import { ApiError } from '../api/api-error';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { applyServerErrors, fieldErrorMessage } from './server-errors';

interface Values {
  email: string;
  password: string;
}

function wrapperFor(locale: Locale) {
  return ({ children }: { children: ReactNode }) => <LocaleProvider initial={locale}>{children}</LocaleProvider>;
}

function renderForm(locale: Locale = 'en') {
  return renderHook(
    () => {
      const form = useForm<Values>({ defaultValues: { email: '', password: '' } });
      // Read during render so the hook re-renders when errors change.
      const errors = form.formState.errors;
      return { form, errors, t: useT() };
    },
    { wrapper: wrapperFor(locale) },
  );
}

function renderT(locale: Locale = 'en') {
  return renderHook(() => useT(), { wrapper: wrapperFor(locale) }).result.current;
}

function invalid(details: Record<string, { error: string; [key: string]: unknown }[]>): ApiError {
  return new ApiError(422, { code: 'INVALID_RECORD', feedback: 'Invalid record.', details }, 'POST', true);
}

describe('fieldErrorMessage', () => {
  it('words a code from the validation.field namespace with its details', () => {
    const t = renderT();
    expect(fieldErrorMessage(t, { error: 'BLANK' })).toBe('This field is required.');
    expect(fieldErrorMessage(t, { error: 'TOO_SHORT', minimum: 8 })).toBe('Use at least 8 characters.');
    expect(fieldErrorMessage(t, { error: 'TOO_LONG', maximum: 320 })).toBe('Use at most 320 characters.');
    expect(fieldErrorMessage(t, { error: 'TOO_BIG', maximum: 3650 })).toBe('Enter 3650 or less.');
    expect(fieldErrorMessage(t, { error: 'DATE_OUT_OF_RANGE', beginning: '2015-01-01', end: '2030-12-31' })).toBe(
      'Enter a date between 2015-01-01 and 2030-12-31.',
    );
  });

  it('falls back to the INVALID message for an unknown code', () => {
    const t = renderT();
    expect(fieldErrorMessage(t, { error: 'NO_SUCH_CODE' })).toBe('This value is not valid.');
    expect(fieldErrorMessage(t, { error: 'toString' })).toBe('This value is not valid.');
  });

  it('words the messages in French', () => {
    const t = renderT('fr');
    expect(fieldErrorMessage(t, { error: 'BLANK' })).toBe('Ce champ est obligatoire.');
    expect(fieldErrorMessage(t, { error: 'TOO_SHORT', minimum: 8 })).toBe('Utilisez au moins 8 caractères.');
    expect(fieldErrorMessage(t, { error: 'UNKNOWN' })).toBe('Cette valeur n’est pas valide.');
  });
});

describe('applyServerErrors', () => {
  it('applies the first error of each known field, worded, with its code as type', () => {
    const { result } = renderForm();
    let orphans: string[] = [];
    act(() => {
      orphans = applyServerErrors(
        invalid({
          password: [{ error: 'TOO_SHORT', minimum: 8 }, { error: 'WEAK' }],
          email: [{ error: 'TAKEN' }, { error: 'BLANK' }],
        }),
        result.current.form.setError,
        result.current.t,
        ['email', 'password'],
      );
    });
    expect(orphans).toEqual([]);
    expect(result.current.errors.password).toMatchObject({ type: 'TOO_SHORT', message: 'Use at least 8 characters.' });
    expect(result.current.errors.email).toMatchObject({ type: 'TAKEN', message: 'This value is already used.' });
  });

  it('returns the messages of fields the form does not know, and sets nothing for them', () => {
    const { result } = renderForm();
    let orphans: string[] = [];
    act(() => {
      orphans = applyServerErrors(
        invalid({
          base: [{ error: 'INVALID' }],
          'settings.dates.end_of_time': [{ error: 'INVALID_DATE' }, { error: 'BLANK' }],
          email: [{ error: 'BLANK' }],
        }),
        result.current.form.setError,
        result.current.t,
        ['email', 'password'],
      );
    });
    expect(orphans).toEqual(['This value is not valid.', 'Enter a date as yyyy-MM-dd.']);
    expect(Object.keys(result.current.errors)).toEqual(['email']);
    expect(result.current.errors.email?.message).toBe('This field is required.');
  });

  it('falls back to the INVALID message for an unknown code', () => {
    const { result } = renderForm();
    act(() => {
      applyServerErrors(invalid({ email: [{ error: 'BOUNCED' }] }), result.current.form.setError, result.current.t, ['email']);
    });
    expect(result.current.errors.email).toMatchObject({ type: 'BOUNCED', message: 'This value is not valid.' });
  });

  it('does nothing for an error without details', () => {
    const { result } = renderForm();
    let orphans: string[] = ['unset'];
    act(() => {
      orphans = applyServerErrors(
        new ApiError(422, { code: 'INVALID_RECORD', feedback: '' }, 'POST', true),
        result.current.form.setError,
        result.current.t,
        ['email'],
      );
    });
    expect(orphans).toEqual([]);
    expect(result.current.errors).toEqual({});
  });

  it('words the errors in French in a French interface', () => {
    const { result } = renderForm('fr');
    let orphans: string[] = [];
    act(() => {
      orphans = applyServerErrors(
        invalid({ password: [{ error: 'TOO_SHORT', minimum: 8 }], token: [{ error: 'INVALID' }] }),
        result.current.form.setError,
        result.current.t,
        ['email', 'password'],
      );
    });
    expect(result.current.errors.password?.message).toBe('Utilisez au moins 8 caractères.');
    expect(orphans).toEqual(['Cette valeur n’est pas valide.']);
  });
});
