import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useRestoreFocus } from '../internal/restore-focus';
import { ConfirmContext } from './ConfirmContext';
import { loadConfirmDialog } from './confirm-dialog-loader';
import type { ConfirmOptions } from './confirm-types';

// The dialog's code loads apart from the page's (see confirm-dialog-loader).
const ConfirmDialog = lazy(loadConfirmDialog);

// Re-exported so app code can import the provider and its hook from one place.
export { useConfirm } from './useConfirm';
export type { Confirm, ConfirmOptions } from './confirm-types';

/** Owns the one confirmation dialog of the app; useConfirm() opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const restoreFocus = useRestoreFocus(options !== null);

  const settle = useCallback((value: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOptions(null);
    resolve?.(value);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request replaces the first, which counts as cancelled.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog options={options} onSettle={settle} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
