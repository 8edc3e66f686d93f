import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientSettingsSchema, updateClientBodySchema, type UpdateClientBody } from '../clients/client.schemas.js';
import { newPasswordBodySchema, recoverPasswordBodySchema, signInBodySchema } from '../profile/profile.schemas.js';
import { detailsFromIssues, fieldErrorFromIssue } from './zod-details.js';

/** The details a schema's real zod issues turn into. */
function detailsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return detailsFromIssues(result.error.issues);
}

const validClientBody: UpdateClientBody = {
  title: 'Demo',
  settings: {
    decimal_delimiter: { admin: { en: '.', fr: ',' } },
    thousands_delimiter: { admin: { en: ',', fr: ' ' } },
    dates: { beginning_of_time: '2015-01-01', end_of_time: '2030-12-31' },
    authentication: {
      user_not_found_message: 'Unknown user.',
      mandate_expired_message: 'Mandate expired.',
      client_locked_message: 'Locked.',
      password_expiry_days: 90,
    },
  },
};

describe('detailsFromIssues with small schemas', () => {
  it('words a blank string as BLANK (min(1))', () => {
    expect(detailsOf(z.object({ name: z.string().min(1) }), { name: '' })).toEqual({ name: [{ error: 'BLANK' }] });
  });

  it('words a missing or null field as BLANK', () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(detailsOf(schema, {})).toEqual({ name: [{ error: 'BLANK' }], count: [{ error: 'BLANK' }] });
    expect(detailsOf(schema, { name: null, count: null })).toEqual({
      name: [{ error: 'BLANK' }],
      count: [{ error: 'BLANK' }],
    });
  });

  it('words a short or long string as TOO_SHORT / TOO_LONG with the bound', () => {
    const schema = z.object({ code: z.string().min(3).max(5) });
    expect(detailsOf(schema, { code: 'ab' })).toEqual({ code: [{ error: 'TOO_SHORT', minimum: 3 }] });
    expect(detailsOf(schema, { code: 'abcdef' })).toEqual({ code: [{ error: 'TOO_LONG', maximum: 5 }] });
  });

  it('words a short or long array as TOO_SHORT / TOO_LONG', () => {
    const schema = z.object({ tags: z.array(z.string()).min(2).max(3) });
    expect(detailsOf(schema, { tags: ['a'] })).toEqual({ tags: [{ error: 'TOO_SHORT', minimum: 2 }] });
    expect(detailsOf(schema, { tags: ['a', 'b', 'c', 'd'] })).toEqual({ tags: [{ error: 'TOO_LONG', maximum: 3 }] });
  });

  it('words numbers out of bounds as TOO_SMALL / TOO_BIG with the bound', () => {
    const schema = z.object({ days: z.number().int().min(1).max(3650) });
    expect(detailsOf(schema, { days: 0 })).toEqual({ days: [{ error: 'TOO_SMALL', minimum: 1 }] });
    expect(detailsOf(schema, { days: 3651 })).toEqual({ days: [{ error: 'TOO_BIG', maximum: 3650 }] });
    expect(detailsOf(schema, { days: -5 })).toEqual({ days: [{ error: 'TOO_SMALL', minimum: 1 }] });
  });

  it('words a date failing a regex whose message is INVALID_DATE as INVALID_DATE, other formats as INVALID', () => {
    const schema = z.object({
      on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE'),
      code: z.string().regex(/^[a-z]+$/),
      email: z.email(),
    });
    expect(detailsOf(schema, { on: '01/02/2024', code: 'ABC', email: 'nope' })).toEqual({
      on: [{ error: 'INVALID_DATE' }],
      code: [{ error: 'INVALID' }],
      email: [{ error: 'INVALID' }],
    });
  });

  it('keeps an upper-case refinement message as the code, else INVALID', () => {
    const schema = z.object({
      new_password: z.string().refine((value) => value !== 'old', 'SAME'),
      other: z.string().refine((value) => value !== 'x', 'Must not be x'),
    });
    expect(detailsOf(schema, { new_password: 'old', other: 'x' })).toEqual({
      new_password: [{ error: 'SAME' }],
      other: [{ error: 'INVALID' }],
    });
  });

  it('words a value outside an enum as INVALID', () => {
    expect(detailsOf(z.object({ locale: z.enum(['en', 'fr']) }), { locale: 'de' })).toEqual({
      locale: [{ error: 'INVALID' }],
    });
  });

  it('joins nested paths with dots and array indexes as numbers', () => {
    const schema = z.object({ a: z.object({ b: z.array(z.object({ c: z.string().min(1) })) }) });
    expect(detailsOf(schema, { a: { b: [{ c: 'ok' }, { c: '' }] } })).toEqual({ 'a.b.1.c': [{ error: 'BLANK' }] });
  });

  it('files an error without a path under base', () => {
    const schema = z
      .object({ from: z.number(), to: z.number() })
      .refine((value) => value.from <= value.to, 'RANGE_INVERTED');
    expect(detailsOf(schema, { from: 2, to: 1 })).toEqual({ base: [{ error: 'RANGE_INVERTED' }] });
  });

  it('keeps every error of a field in order', () => {
    const schema = z.object({ code: z.string().min(3).regex(/^[a-z]+$/) });
    expect(detailsOf(schema, { code: 'A' })).toEqual({ code: [{ error: 'TOO_SHORT', minimum: 3 }, { error: 'INVALID' }] });
  });

  it('reads the extra data fastify puts under params', () => {
    expect(
      fieldErrorFromIssue({ code: 'too_small', path: ['name'], params: { origin: 'string', minimum: 4 } }),
    ).toEqual({ error: 'TOO_SHORT', minimum: 4 });
    expect(fieldErrorFromIssue({ code: 'too_big', path: ['n'], params: { origin: 'number', maximum: 9 } })).toEqual({
      error: 'TOO_BIG',
      maximum: 9,
    });
  });
});

describe('detailsFromIssues with the profile schemas', () => {
  it('words a blank sign-in (spaces only for the trimmed email) as BLANK on both fields', () => {
    expect(detailsOf(signInBodySchema, { email: '   ', password: '' })).toEqual({
      email: [{ error: 'BLANK' }],
      password: [{ error: 'BLANK' }],
    });
  });

  it('words a missing sign-in body as BLANK on both fields', () => {
    expect(detailsOf(signInBodySchema, {})).toEqual({ email: [{ error: 'BLANK' }], password: [{ error: 'BLANK' }] });
  });

  it('words an overlong email as TOO_LONG 320', () => {
    expect(detailsOf(recoverPasswordBodySchema, { email: `${'a'.repeat(316)}@x.io` })).toEqual({
      email: [{ error: 'TOO_LONG', maximum: 320 }],
    });
  });

  it('words an overlong new password as TOO_LONG 1024 and a missing one as BLANK', () => {
    expect(detailsOf(newPasswordBodySchema, { new_password: 'x'.repeat(1025) })).toEqual({
      new_password: [{ error: 'TOO_LONG', maximum: 1024 }],
    });
    expect(detailsOf(newPasswordBodySchema, { token: 'abc' })).toEqual({ new_password: [{ error: 'BLANK' }] });
  });
});

describe('detailsFromIssues with the client schemas', () => {
  it('accepts the valid body this file builds on', () => {
    expect(updateClientBodySchema.safeParse(validClientBody).success).toBe(true);
  });

  it('words nested client settings errors under dotted paths', () => {
    const body = structuredClone(validClientBody);
    body.title = '  ';
    body.settings.decimal_delimiter.admin.fr = ',,,,';
    body.settings.dates.beginning_of_time = '2015/01/01';
    body.settings.authentication.password_expiry_days = 0;
    expect(detailsOf(updateClientBodySchema, body)).toEqual({
      title: [{ error: 'BLANK' }],
      'settings.decimal_delimiter.admin.fr': [{ error: 'TOO_LONG', maximum: 3 }],
      'settings.dates.beginning_of_time': [{ error: 'INVALID_DATE' }],
      'settings.authentication.password_expiry_days': [{ error: 'TOO_SMALL', minimum: 1 }],
    });
  });

  it('words an expiry above ten years as TOO_BIG and an overlong message as TOO_LONG', () => {
    const settings = structuredClone(validClientBody.settings);
    settings.authentication.password_expiry_days = 3651;
    settings.authentication.client_locked_message = 'x'.repeat(501);
    expect(detailsOf(clientSettingsSchema, settings)).toEqual({
      'authentication.password_expiry_days': [{ error: 'TOO_BIG', maximum: 3650 }],
      'authentication.client_locked_message': [{ error: 'TOO_LONG', maximum: 500 }],
    });
  });

  it('words a missing nested date as BLANK', () => {
    const settings = structuredClone(validClientBody.settings) as Partial<typeof validClientBody.settings>;
    delete (settings.dates as Partial<typeof validClientBody.settings.dates>).end_of_time;
    expect(detailsOf(clientSettingsSchema, settings)).toEqual({ 'dates.end_of_time': [{ error: 'BLANK' }] });
  });
});

describe('a value of the wrong type', () => {
  it('is INVALID, not BLANK', async () => {
    const { signInBodySchema } = await import('../profile/profile.schemas.js');
    const result = signInBodySchema.safeParse({ email: 'a@b.c', password: 12345678 });
    expect(result.success).toBe(false);
    expect(detailsFromIssues(result.error!.issues)).toEqual({ password: [{ error: 'INVALID' }] });
  });
});
