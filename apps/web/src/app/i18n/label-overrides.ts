import { useContext, useSyncExternalStore } from 'react';
import type { Locale } from '@platform/shared/i18n/locales';
import { SessionStoreContext } from '../session/page-data';

const noStore = () => () => {};

/**
 * The client's overrides of interface texts in a locale (GET /services/labels): the server writes them into the
 * page with the client, and a saved configuration replaces the client in the session, so no request is needed.
 * None outside the app's providers (a test's bare locale provider).
 */
export function useLabelOverrides(locale: Locale): Readonly<Record<string, string>> | undefined {
  const store = useContext(SessionStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noStore, () => store?.get().client.settings.labels?.[locale]);
}
