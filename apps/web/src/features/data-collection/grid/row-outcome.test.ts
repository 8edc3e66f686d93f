import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api/api-error';
import { statusFromFailure } from './row-outcome';

const invalid = (details: Record<string, { error: string; [key: string]: unknown }[]>, method = 'POST') =>
  new ApiError(422, { code: 'INVALID_RECORD', feedback: 'Invalid', details }, method, true);

describe('statusFromFailure', () => {
  it('waits for a justification when VARIATION_EXCEEDED is the only problem', () => {
    const error = invalid({ production: [{ error: 'VARIATION_EXCEEDED', previous: 100 }], energy: [{ error: 'VARIATION_EXCEEDED' }] });
    expect(statusFromFailure(error, 'submit')).toEqual({ kind: 'variation', fieldIds: ['production', 'energy'], mode: 'submit' });
  });

  it('shows the errors to fix first when there are others beside a variation', () => {
    const error = invalid({ production: [{ error: 'VARIATION_EXCEEDED' }], energy: [{ error: 'BLANK' }] });
    expect(statusFromFailure(error, 'draft')).toEqual({ kind: 'invalid', errors: { energy: [{ error: 'BLANK' }] } });
  });

  it('points at the existing input on DUPLICATED', () => {
    expect(statusFromFailure(invalid({ tags: [{ error: 'DUPLICATED', id: 42 }] }), 'draft')).toEqual({ kind: 'duplicated', inputId: 42 });
    expect(statusFromFailure(invalid({ base: [{ error: 'DUPLICATED' }] }), 'draft')).toEqual({ kind: 'duplicated', inputId: null });
  });

  it('asks for a reload when the input changed since the page loaded it', () => {
    const error = new ApiError(409, { code: 'STATE_CHANGED', feedback: 'Changed' }, 'PUT', true);
    expect(statusFromFailure(error, 'draft')).toEqual({ kind: 'stale' });
  });

  it('reports any other failure by its code', () => {
    expect(statusFromFailure(new ApiError(500, undefined, 'PUT', true), 'draft')).toEqual({ kind: 'failed', code: 'INTERNAL_ERROR' });
    expect(statusFromFailure(new TypeError('Failed to fetch'), 'draft')).toEqual({ kind: 'failed', code: 'NETWORK_ERROR' });
  });
});
