import type { Locale } from '@platform/shared/i18n/locales';

export type { Locale };

/** The same content written once per locale. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/** One page's yearly content: every available year, in every locale. */
export type ContentByYear<Year extends number, T> = Readonly<Record<Year, Localized<T>>>;
