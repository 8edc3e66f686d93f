import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Our dialogs open without a Radix Trigger, so Radix has nothing to give focus back to on close.
 * This remembers what had focus when `open` became true and returns focus there on close.
 */
export function useRestoreFocus(open: boolean): (event: Event) => void {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const target = previous.current;
    previous.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}

/** Clicks on notices (shown above dialogs) must not count as "outside" and close the dialog. */
export function isInsideNotice(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-ui-notice-stack]') !== null;
}
