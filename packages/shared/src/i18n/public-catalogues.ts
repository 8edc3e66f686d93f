import type { Locale } from './locales.js';
import { enPublic, type PublicMessages } from './en/index.js';
import { frPublic } from './fr/index.js';

/** The public site's texts in each locale: what every page loads (see catalogues.ts for the whole set). */
export const PUBLIC_CATALOGUES: Record<Locale, PublicMessages> = { en: enPublic, fr: frPublic };
