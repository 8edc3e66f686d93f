import type { Locale } from '@platform/shared/i18n/locales';

/**
 * The site's report summary in a language: the edition published as the public summary once its PDF is made,
 * the client's static summary file until then (the server decides, GET /api/report_summary).
 */
export const reportSummaryUrl = (locale: Locale): string => `/api/report_summary?locale=${locale}`;
