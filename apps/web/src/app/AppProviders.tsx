import { useState, type ReactNode } from 'react';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import { ExtensionsProvider } from '../extensions/ExtensionsProvider';
import { registryFor } from '../extensions/configured-client';
import { ConfirmProvider } from '../ui/confirm/ConfirmProvider';
import { NoticeProvider } from '../ui/notices/NoticeProvider';
import { initialLocale } from './i18n/locale-preference';
import { LocaleProvider } from './i18n/LocaleProvider';
import { ConfiguredLayoutVisibility } from './layouts/ConfiguredLayoutVisibility';
import { PageGlobalsContext, SessionStoreContext } from './session/page-data';
import { ProfileLocaleSync } from './session/ProfileLocaleSync';
import { createSessionStore } from './session/session-store';

/**
 * Everything a page needs around it: page globals, the session, locale, notices, confirmations,
 * extensions. The back-office's data cache is added by the parts that use it (see query/QueryLayer.tsx).
 */
export function AppProviders({ globals, children }: { globals: PageGlobals; children: ReactNode }) {
  const [registry] = useState(() => registryFor(globals.client.name));
  const [session] = useState(() =>
    createSessionStore({ profile: globals.profile, client: globals.client, indicators: globals.indicators }),
  );
  return (
    <PageGlobalsContext.Provider value={globals}>
      <SessionStoreContext.Provider value={session}>
        <LocaleProvider initial={initialLocale(globals.profile?.locale)}>
          <NoticeProvider>
            <ConfirmProvider>
              <ProfileLocaleSync />
              <ExtensionsProvider registry={registry}>
                <ConfiguredLayoutVisibility>{children}</ConfiguredLayoutVisibility>
              </ExtensionsProvider>
            </ConfirmProvider>
          </NoticeProvider>
        </LocaleProvider>
      </SessionStoreContext.Provider>
    </PageGlobalsContext.Provider>
  );
}
