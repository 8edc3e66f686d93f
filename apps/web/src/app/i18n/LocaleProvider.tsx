import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { PUBLIC_CATALOGUES } from '@platform/shared/i18n/public-catalogues';
import type { Locale } from '@platform/shared/i18n/locales';
import { useBackOfficeMessages } from './back-office-messages';
import { useLabelOverrides } from './label-overrides';
import { overrideMessages } from './override-messages';
import { writeLocaleCookie } from './locale-preference';

interface LocaleContextValue {
  locale: Locale;
  /** Switches the interface language; `persist` saves it (profile for users, cookie for visitors). */
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function LocaleProvider({
  initial,
  onChange,
  children,
}: {
  initial: Locale;
  /** Called after a user's choice, e.g. to save it in their profile. */
  onChange?: (locale: Locale) => void;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(initial);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback(
    (next: Locale) => {
      setLocaleState(next);
      writeLocaleCookie(next);
      onChange?.(next);
    },
    [onChange],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const backOffice = useBackOfficeMessages();
  // The client's own texts (GET /services/labels, written into the page with the client) replace the catalogues'.
  const overrides = useLabelOverrides(locale);
  const messages = useMemo(
    () => {
      const catalogue = PUBLIC_CATALOGUES[locale];
      const parsed = typeof catalogue['common.save' as keyof typeof catalogue] !== 'string';
      return { ...catalogue, ...backOffice?.[locale], ...overrideMessages(overrides, parsed) };
    },
    [backOffice, locale, overrides],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale === 'fr' ? 'fr-CA' : 'en-CA'} messages={messages as Record<string, string>} defaultLocale="en-CA">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used within a LocaleProvider');
  return value;
}
