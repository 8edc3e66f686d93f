import type { Locale } from './locales.js';
import { enBackOffice, type BackOfficeMessages } from './en/index.js';
import { frBackOffice } from './fr/index.js';

/** The back-office's texts in each locale: loaded with the back-office's code. */
export const BACK_OFFICE_CATALOGUES: Record<Locale, BackOfficeMessages> = { en: enBackOffice, fr: frBackOffice };
