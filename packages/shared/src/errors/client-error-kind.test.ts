import { describe, expect, it } from 'vitest';
import { classifyError } from './client-error-kind.js';

const invalidRecord = { code: 'INVALID_RECORD', feedback: 'Invalid', details: { name: [{ error: 'BLANK' }] } };

describe('classifyError (spec §8 status mapping)', () => {
  it('maps a 401 to PASSWORD_EXPIRED only when the body code says so', () => {
    expect(classifyError(401, { code: 'PASSWORD_EXPIRED', feedback: '' }, 'GET', false)).toBe('PASSWORD_EXPIRED');
    expect(classifyError(401, { code: 'SESSION_EXPIRED', feedback: '' }, 'GET', false)).toBe('SESSION_EXPIRED');
    expect(classifyError(401, { code: 'AUTHENTICATION_FAILED', feedback: '' }, 'POST', true)).toBe('SESSION_EXPIRED');
    expect(classifyError(401, undefined, 'GET', false)).toBe('SESSION_EXPIRED');
    expect(classifyError(401, {}, 'PUT', true)).toBe('SESSION_EXPIRED');
  });

  it('does not take PASSWORD_EXPIRED from another status', () => {
    expect(classifyError(403, { code: 'PASSWORD_EXPIRED' }, 'GET', false)).toBe('ACCESS_DENIED');
    expect(classifyError(500, { code: 'PASSWORD_EXPIRED' }, 'GET', false)).toBe('INTERNAL_ERROR');
  });

  it.each([
    [403, 'ACCESS_DENIED'],
    [404, 'NOT_FOUND'],
    [419, 'TEMPORARY_PASSWORD'],
    [503, 'CLIENT_IN_MAINTENANCE'],
  ] as const)('maps %i to %s whatever the method and body', (status, kind) => {
    expect(classifyError(status, undefined, 'GET', false)).toBe(kind);
    expect(classifyError(status, { code: 'SOMETHING' }, 'POST', true)).toBe(kind);
    expect(classifyError(status, invalidRecord, 'DELETE', false)).toBe(kind);
  });

  it.each(['POST', 'PUT', 'PATCH', 'post', 'put', 'patch'])(
    'maps a 422 invalid-record answer to a %s with a payload to INVALID',
    (method) => {
      expect(classifyError(422, invalidRecord, method, true)).toBe('INVALID');
      expect(classifyError(422, { code: 'INVALID_RECORDS', feedback: '' }, method, true)).toBe('INVALID');
    },
  );

  it.each(['GET', 'DELETE'])('does not treat a 422 invalid-record answer to %s as a form failure', (method) => {
    expect(classifyError(422, invalidRecord, method, true)).toBe('INTERNAL_ERROR');
    expect(classifyError(422, invalidRecord, method, false)).toBe('INTERNAL_ERROR');
  });

  it('needs a payload for a 422 to be a form failure', () => {
    expect(classifyError(422, invalidRecord, 'POST', false)).toBe('INTERNAL_ERROR');
    expect(classifyError(422, invalidRecord, 'PUT', false)).toBe('INTERNAL_ERROR');
  });

  it('needs an invalid-record code for a 422 to be a form failure', () => {
    expect(classifyError(422, { code: 'INVALID_CONFIG', feedback: '' }, 'POST', true)).toBe('INTERNAL_ERROR');
    expect(classifyError(422, { code: 'invalid_record', feedback: '' }, 'POST', true)).toBe('INTERNAL_ERROR');
    expect(classifyError(422, {}, 'POST', true)).toBe('INTERNAL_ERROR');
    expect(classifyError(422, undefined, 'POST', true)).toBe('INTERNAL_ERROR');
  });

  it('maps a 422 EXPORT_LIMIT_REACHED to LIMITED, whatever the method (spec §8: a limited state, not a failure)', () => {
    const limited = { code: 'EXPORT_LIMIT_REACHED', feedback: '', details: { retry_after: [{ error: 'EXPORT_LIMIT_REACHED', limit: 'daily', max: 50, at: '2026-03-02T10:00:00.000Z' }] } };
    expect(classifyError(422, limited, 'POST', true)).toBe('LIMITED');
    expect(classifyError(422, limited, 'POST', false)).toBe('LIMITED');
    expect(classifyError(422, { code: 'EXPORT_LIMIT_REACHED' }, 'GET', false)).toBe('LIMITED');
  });

  it('takes the limit code from a 422 only', () => {
    expect(classifyError(429, { code: 'EXPORT_LIMIT_REACHED' }, 'POST', true)).toBe('INTERNAL_ERROR');
    expect(classifyError(403, { code: 'EXPORT_LIMIT_REACHED' }, 'POST', true)).toBe('ACCESS_DENIED');
    expect(classifyError(422, { code: 'export_limit_reached' }, 'POST', true)).toBe('INTERNAL_ERROR');
  });

  it.each([500, 400, 0, 409, 413, 429, 502])('maps any other status (%i) to INTERNAL_ERROR', (status) => {
    expect(classifyError(status, undefined, 'GET', false)).toBe('INTERNAL_ERROR');
    expect(classifyError(status, invalidRecord, 'POST', true)).toBe('INTERNAL_ERROR');
  });
});
