import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@platform/shared/i18n/catalogues';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Typed message lookup: an unknown key is a type error. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
