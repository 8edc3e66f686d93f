import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Locale } from '@platform/shared/i18n/locales';
import { signInBodySchema, type SignInBody } from '@platform/shared/profile/profile.schemas';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { zodFormResolver } from './zod-form-resolver';

function renderForm<T extends Record<string, unknown>>(schema: z.ZodType<T>, defaultValues: T, locale: Locale = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider initial={locale}>{children}</LocaleProvider>;
  return renderHook(
    () => {
      const t = useT();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generic form of a test-chosen schema
      const form = useForm<any>({ resolver: zodFormResolver(schema, t), defaultValues });
      const errors = form.formState.errors;
      return { form, errors };
    },
    { wrapper },
  );
}

describe('zodFormResolver', () => {
  it('words each field’s first error as the server would', async () => {
    const { result } = renderForm<SignInBody>(signInBodySchema, { email: '   ', password: '' });
    let valid = true;
    await act(async () => {
      valid = await result.current.form.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.errors.email).toMatchObject({ type: 'BLANK', message: 'This field is required.' });
    expect(result.current.errors.password).toMatchObject({ type: 'BLANK', message: 'This field is required.' });
  });

  it('keeps only the first error of a field, with its details in the message', async () => {
    const schema = z.object({ code: z.string().min(8).regex(/^[a-z]+$/) });
    const { result } = renderForm(schema, { code: 'AB' });
    await act(async () => {
      await result.current.form.trigger();
    });
    expect(result.current.errors.code).toMatchObject({ type: 'TOO_SHORT', message: 'Use at least 8 characters.' });
  });

  it('words nested fields under their dotted name', async () => {
    const schema = z.object({ dates: z.object({ end_of_time: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE') }) });
    const { result } = renderForm(schema, { dates: { end_of_time: '31/12/2030' } });
    await act(async () => {
      await result.current.form.trigger();
    });
    expect(result.current.form.getFieldState('dates.end_of_time').error).toMatchObject({
      type: 'INVALID_DATE',
      message: 'Enter a date as yyyy-MM-dd.',
    });
  });

  it('submits the parsed values (the email trimmed) when the schema accepts them', async () => {
    const { result } = renderForm<SignInBody>(signInBodySchema, { email: '  ada@example.org ', password: 'secret' });
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await act(async () => {
      await result.current.form.handleSubmit(onValid, onInvalid)();
    });
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.org', password: 'secret' });
    expect(result.current.errors).toEqual({});
  });

  it('does not submit invalid values', async () => {
    const { result } = renderForm<SignInBody>(signInBodySchema, { email: 'x'.repeat(321), password: 'secret' });
    const onValid = vi.fn();
    await act(async () => {
      await result.current.form.handleSubmit(onValid)();
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors.email).toMatchObject({ type: 'TOO_LONG', message: 'Use at most 320 characters.' });
  });

  it('words the errors in French in a French interface', async () => {
    const schema = z.object({ password: z.string().min(8), email: z.string().trim().min(1) });
    const { result } = renderForm(schema, { password: 'short', email: '' }, 'fr');
    await act(async () => {
      await result.current.form.trigger();
    });
    expect(result.current.errors.password?.message).toBe('Utilisez au moins 8 caractères.');
    expect(result.current.errors.email?.message).toBe('Ce champ est obligatoire.');
  });
});
