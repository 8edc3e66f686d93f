import { useCallback, useEffect, useRef } from 'react';

/** Focuses the first of the elements (by id) that can take it; false when none can. */
function focusFirst(ids: readonly string[]): boolean {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      // A new row's proposed id is selected, so typing replaces it.
      if (element instanceof HTMLInputElement && element.type === 'text') element.select();
      return true;
    }
  }
  return false;
}

/**
 * Moves the focus, once the change is on the page, to the first of the given elements that can take it: rows an
 * editor moves or removes carry their buttons with them, and the browser drops the focus of a moved node. It
 * waits a task, as a confirmation dialog gives the focus back in a task of its own.
 */
export function useFocusRequest(): (...ids: string[]) => void {
  const pending = useRef<string[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!pending.current || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const ids = pending.current;
      pending.current = null;
      if (ids) focusFirst(ids);
    }, 0);
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return useCallback((...ids: string[]) => {
    pending.current = ids;
  }, []);
}
