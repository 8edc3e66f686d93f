import { useSyncExternalStore } from 'react';
import type { ClientErrorKind } from '@platform/shared/errors/client-error-kind';

/** The error that replaces the page (session expired, access denied, …) until the user moves on. */
export interface BackendError {
  kind: ClientErrorKind;
  code: string;
  feedback: string;
}

let current: BackendError | null = null;
const listeners = new Set<() => void>();

export function setBackendError(error: BackendError | null): void {
  if (current === error) return;
  current = error;
  for (const listener of listeners) listener();
}

export function useBackendError(): BackendError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
