import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/i18n/useT';
import { dayValue } from './report-text';

/** A report's period in words, its days written for the locale ("Jan 1, 2017 – Dec 31, 2021"). */
export function useReportPeriod(): (report: { date_start: string; date_end: string }) => string {
  const intl = useIntl();
  const t = useT();
  return useCallback(
    (report) => {
      const day = (value: string) => intl.formatDate(dayValue(value), { dateStyle: 'medium', timeZone: 'UTC' });
      return t('reports.period', { start: day(report.date_start), end: day(report.date_end) });
    },
    [intl, t],
  );
}
