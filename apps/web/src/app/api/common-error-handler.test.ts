import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { forgetEndedSession, getBackendError, setBackendError, useBackendError } from './backend-error-store';
import { handleCallError, handleCommonError } from './common-error-handler';

function apiError(status: number, code: string, method = 'GET', hasPayload = false): ApiError {
  return new ApiError(status, { code, feedback: `feedback ${code}` }, method, hasPayload);
}

/** Runs the handler and answers the backend error it left and whether it notified. */
function handle(error: unknown, isLoad: boolean) {
  const notifyInternalError = vi.fn();
  const store = renderHook(() => useBackendError());
  act(() => handleCommonError(error, { notifyInternalError, isLoad }));
  return { backendError: store.result.current, notifyInternalError };
}

beforeEach(() => setBackendError(null));
afterEach(() => {
  setBackendError(null);
  forgetEndedSession();
});

describe('handleCommonError', () => {
  it.each([
    [401, 'SESSION_EXPIRED', 'SESSION_EXPIRED'],
    [401, 'PASSWORD_EXPIRED', 'PASSWORD_EXPIRED'],
    [403, 'ACCESS_DENIED', 'ACCESS_DENIED'],
    [404, 'NOT_FOUND', 'NOT_FOUND'],
    [503, 'CLIENT_IN_MAINTENANCE', 'CLIENT_IN_MAINTENANCE'],
  ])('makes a %i %s the current backend error (kind %s), for loads and actions', (status, code, kind) => {
    for (const isLoad of [true, false]) {
      setBackendError(null);
      const { backendError, notifyInternalError } = handle(apiError(status, code, isLoad ? 'GET' : 'POST', !isLoad), isLoad);
      expect(backendError).toEqual({ kind, code, feedback: `feedback ${code}` });
      expect(notifyInternalError).not.toHaveBeenCalled();
    }
  });

  it('leaves form validation failures to the form', () => {
    const error = new ApiError(422, { code: 'INVALID_RECORD', feedback: '', details: { name: [{ error: 'BLANK' }] } }, 'POST', true);
    expect(error.kind).toBe('INVALID');
    const { backendError, notifyInternalError } = handle(error, false);
    expect(backendError).toBeNull();
    expect(notifyInternalError).not.toHaveBeenCalled();
  });

  it('replaces the page with an internal error for a failed load', () => {
    const { backendError, notifyInternalError } = handle(apiError(500, 'INTERNAL_ERROR'), true);
    expect(backendError).toEqual({ kind: 'INTERNAL_ERROR', code: 'INTERNAL_ERROR', feedback: 'feedback INTERNAL_ERROR' });
    expect(notifyInternalError).not.toHaveBeenCalled();
  });

  it('only notifies an internal error for a failed action', () => {
    const { backendError, notifyInternalError } = handle(apiError(500, 'INTERNAL_ERROR', 'PUT', true), false);
    expect(backendError).toBeNull();
    expect(notifyInternalError).toHaveBeenCalledTimes(1);
  });

  it('treats a network failure of an action as an internal-error notice', () => {
    const { backendError, notifyInternalError } = handle(new ApiError(0, undefined, 'POST', true), false);
    expect(backendError).toBeNull();
    expect(notifyInternalError).toHaveBeenCalledTimes(1);
  });

  it('only notifies an internal-error kind such as a 409 for an action', () => {
    const { backendError, notifyInternalError } = handle(apiError(409, 'STATE_CHANGED', 'DELETE'), false);
    expect(backendError).toBeNull();
    expect(notifyInternalError).toHaveBeenCalledTimes(1);
  });

  it('notifies, without an error page, for an error that is not an API error', () => {
    for (const isLoad of [true, false]) {
      const { backendError, notifyInternalError } = handle(new TypeError('x is undefined'), isLoad);
      expect(backendError).toBeNull();
      expect(notifyInternalError).toHaveBeenCalledTimes(1);
    }
    expect(handle(null, true).notifyInternalError).toHaveBeenCalledTimes(1);
    expect(handle('boom', false).notifyInternalError).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an abort', () => {
    for (const isLoad of [true, false]) {
      const { backendError, notifyInternalError } = handle(new DOMException('Aborted', 'AbortError'), isLoad);
      expect(backendError).toBeNull();
      expect(notifyInternalError).not.toHaveBeenCalled();
    }
  });

  it('tells the subscribed components when the backend error changes', () => {
    const store = renderHook(() => useBackendError());
    expect(store.result.current).toBeNull();
    act(() => handleCommonError(apiError(404, 'NOT_FOUND'), { notifyInternalError: vi.fn(), isLoad: true }));
    expect(store.result.current?.kind).toBe('NOT_FOUND');
    act(() => setBackendError(null));
    expect(store.result.current).toBeNull();
  });
});

describe('handleCallError', () => {
  const handlers = () => ({ notifyInternalError: vi.fn(), notifyLimited: vi.fn(), onSessionEnded: vi.fn() });

  it('shows the session-expired page and forgets the profile, in that order', () => {
    const h = handlers();
    // Guards that see no profile redirect to sign-in unless the error page is already set.
    h.onSessionEnded.mockImplementation(() => expect(getBackendError()?.kind).toBe('SESSION_EXPIRED'));
    const store = renderHook(() => useBackendError());
    act(() => handleCallError(apiError(401, 'SESSION_EXPIRED'), h, { isLoad: false }));
    expect(store.result.current?.kind).toBe('SESSION_EXPIRED');
    expect(h.onSessionEnded).toHaveBeenCalledOnce();
  });

  it('forgets the profile of an ended session even when the screen shows the error itself', () => {
    const h = handlers();
    const store = renderHook(() => useBackendError());
    act(() => handleCallError(apiError(401, 'SESSION_EXPIRED'), h, { isLoad: false, handlesErrors: true }));
    expect(store.result.current).toBeNull();
    expect(h.onSessionEnded).toHaveBeenCalledOnce();
  });

  it('tells of a reached limit that no screen shows as such, not as an internal error, and replaces no page', () => {
    for (const isLoad of [true, false]) {
      const h = handlers();
      const store = renderHook(() => useBackendError());
      act(() => handleCallError(new ApiError(422, { code: 'EXPORT_LIMIT_REACHED', feedback: '' }, 'POST', true), h, { isLoad }));
      expect(store.result.current).toBeNull();
      expect(h.notifyLimited).toHaveBeenCalledOnce();
      expect(h.notifyInternalError).not.toHaveBeenCalled();
    }
  });

  it('leaves other errors a screen handles to that screen, and keeps the profile', () => {
    const h = handlers();
    handleCallError(new TypeError('Failed to fetch'), h, { isLoad: false, handlesErrors: true });
    expect(h.notifyInternalError).not.toHaveBeenCalled();
    handleCallError(new TypeError('Failed to fetch'), h, { isLoad: false });
    expect(h.notifyInternalError).toHaveBeenCalledOnce();
    expect(h.onSessionEnded).not.toHaveBeenCalled();
  });
});
