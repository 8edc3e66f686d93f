import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused save, the first control in error takes the focus. Errors may render after the answer
 * does (and some controls are not react-hook-form's), so the effect waits for them to be in the page. A
 * group in error (a fieldset of checkboxes marked data-invalid) gives its first box; failing all else, the
 * first error message.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: unknown): () => void {
  const [request, setRequest] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (request === handled.current) return;
    const form = formRef.current;
    const invalid =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
      form?.querySelector<HTMLElement>('fieldset[data-invalid] input:not([disabled])') ??
      form?.querySelector<HTMLElement>('.ui-field__error');
    if (!invalid) return;
    handled.current = request;
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
  }, [request, errors, formRef]);
  return useCallback(() => setRequest((current) => current + 1), []);
}
