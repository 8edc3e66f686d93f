import type { Locale } from './locales.js';
import { en, type Messages } from './en/index.js';
import { fr } from './fr/index.js';

export const CATALOGUES: Record<Locale, Messages> = { en, fr };
export type { MessageKey, Messages } from './en/index.js';
