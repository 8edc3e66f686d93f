import { useEffect, useEffectEvent, type RefObject } from 'react';
import { arrowKeysBelongElsewhere } from './arrow-key-target';
import { keyStep } from './input-step';

/**
 * Arrow keys anywhere on the page move the presenter at `rootRef` while it is mounted, except in
 * fields and widgets that use them (the year selector) or with a modifier (text selection, shortcuts).
 */
export function useDocumentArrowKeys(rootRef: RefObject<HTMLElement | null>, onStep: (step: -1 | 1) => void): void {
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = keyStep(event.key);
    if (step === 0 || arrowKeysBelongElsewhere(event.target, rootRef.current)) return;
    event.preventDefault();
    onStep(step);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
