import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A search box's text and its setter. The text is sent (trimmed) once it has stopped changing for `delayMs`
 * and differs from the search applied; a search cleared from outside (a Clear button, the browser's back)
 * empties the box.
 */
export function useSettledSearch(applied: string, onSettled: (q: string) => void, delayMs: number): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text, delayMs);
  useEffect(() => {
    if (settled.trim() !== applied.trim()) onSettled(settled.trim());
    // Only a settled search is sent; the applied one (read from the address) must not undo what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (applied === '') setText('');
  }, [applied]);
  return [text, setText];
}
