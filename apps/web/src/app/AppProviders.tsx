import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import { ExtensionsProvider } from '../extensions/ExtensionsProvider';
import { registryFor } from '../extensions/configured-client';
import { ConfirmProvider } from '../ui/confirm/ConfirmProvider';
import { NoticeProvider, useNotices } from '../ui/notices/NoticeProvider';
import { initialLocale } from './i18n/locale-preference';
import { LocaleProvider } from './i18n/LocaleProvider';
import { LayoutVisibilityProvider } from './layouts/LayoutVisibility';
import { useT } from './i18n/useT';
import { createAppQueryClient } from './query-client';
import { PageGlobalsContext } from './session/page-data';
import { ProfileLocaleSync } from './session/ProfileLocaleSync';

/** Everything a page needs around it: page globals, locale, notices, confirmations, data cache, extensions. */
export function AppProviders({ globals, children }: { globals: PageGlobals; children: ReactNode }) {
  const [registry] = useState(() => registryFor(globals.client.name));
  return (
    <PageGlobalsContext.Provider value={globals}>
      <LocaleProvider initial={initialLocale(globals.profile?.locale)}>
        <NoticeProvider>
          <ConfirmProvider>
            <QueryLayer>
              <ProfileLocaleSync />
              <ExtensionsProvider registry={registry}>
                <LayoutVisibilityProvider>{children}</LayoutVisibilityProvider>
              </ExtensionsProvider>
            </QueryLayer>
          </ConfirmProvider>
        </NoticeProvider>
      </LocaleProvider>
    </PageGlobalsContext.Provider>
  );
}

function QueryLayer({ children }: { children: ReactNode }) {
  const { notify } = useNotices();
  const t = useT();
  const [queryClient] = useState(() =>
    createAppQueryClient(() => notify({ level: 'error', message: t('errors.notice.internal') })),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
