import { useSyncExternalStore } from 'react';
import type { Locale } from '@platform/shared/i18n/locales';

type Catalogues = Record<Locale, Record<string, unknown>>;

let backOffice: Catalogues | null = null;
const listeners = new Set<() => void>();

/**
 * The back-office's texts join the public site's when the back-office's code loads (the router's
 * back-office route, and the tests' set-up): a visitor of the public site never downloads them.
 */
export function addBackOfficeMessages(catalogues: Catalogues): void {
  if (backOffice === catalogues) return;
  backOffice = catalogues;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The back-office's texts once loaded, else null; components re-render when they arrive. */
export function useBackOfficeMessages(): Catalogues | null {
  return useSyncExternalStore(subscribe, () => backOffice, () => backOffice);
}
