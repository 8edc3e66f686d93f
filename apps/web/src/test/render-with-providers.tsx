import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@platform/shared/i18n/locales';
import { LocaleProvider } from '../app/i18n/LocaleProvider';

/** Renders a component the way the app does: with the locale and its message catalogue. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale = 'en', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider initial={locale}>{children}</LocaleProvider>;
  return render(ui, { wrapper: Wrapper, ...rest });
}
