import type { Locale } from '@platform/shared/i18n/locales';

/**
 * The PostgreSQL text search configuration each locale is stemmed with, and the language-neutral
 * one that lets a half-typed word match before its stem is complete. Both ship with PostgreSQL and
 * PGlite; a missing one makes search answer 503 rather than fail.
 */
export const TEXT_SEARCH_CONFIGURATIONS: Record<Locale, string> = { en: 'english', fr: 'french' };
export const WORD_PREFIX_CONFIGURATION = 'simple';
