import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused save, the first control in error takes the focus. Errors render after the answer does,
 * and the role and organisation lists are groups rather than single controls, so the effect waits for
 * them and falls back on the group's message.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: unknown): () => void {
  const [request, setRequest] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (request === handled.current) return;
    const form = formRef.current;
    const invalid =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
      form?.querySelector<HTMLElement>('fieldset[data-invalid] input:not([disabled])');
    if (!invalid) return;
    handled.current = request;
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
  }, [request, errors, formRef]);
  return useCallback(() => setRequest((current) => current + 1), []);
}
