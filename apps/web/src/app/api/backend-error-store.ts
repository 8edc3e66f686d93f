import { useSyncExternalStore } from 'react';
import type { ClientErrorKind } from '@platform/shared/errors/client-error-kind';

/** The error that replaces the page (session expired, access denied, …) until the user moves on. */
export interface BackendError {
  kind: ClientErrorKind;
  code: string;
  feedback: string;
}

let current: BackendError | null = null;
/**
 * The session-expired error of a session that ended while the user was here. Unlike `current` it
 * outlives navigation: a back-office page opened afterwards still explains that the session ended
 * (with sign-in-and-return) instead of silently sending the user to the sign-in form.
 */
let endedSession: BackendError | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBackendError(error: BackendError | null): void {
  if (current === error) return;
  current = error;
  if (error?.kind === 'SESSION_EXPIRED') endedSession = error;
  notify();
}

/** Called when the user signs in or out: the ended session is no longer news. */
export function forgetEndedSession(): void {
  if (!endedSession) return;
  endedSession = null;
  notify();
}

/** The current error, read outside React (a handler that must know what the page shows now). */
export function getBackendError(): BackendError | null {
  return current;
}

export function useBackendError(): BackendError | null {
  return useSyncExternalStore(subscribe, () => current);
}

export function useEndedSession(): BackendError | null {
  return useSyncExternalStore(subscribe, () => endedSession);
}
