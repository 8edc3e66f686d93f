import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus after the next render to the first of the given elements (by id) that can take it. Rows the
 * editor moves or removes carry their buttons with them, and the browser drops the focus of a moved node.
 */
export function useFocusRequest(): (...ids: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        // A new row's proposed identifier is selected, so typing replaces it.
        if (element instanceof HTMLInputElement && element.type === 'text') element.select();
        return;
      }
    }
  });
  return useCallback((...ids: string[]) => {
    pending.current = ids;
  }, []);
}
