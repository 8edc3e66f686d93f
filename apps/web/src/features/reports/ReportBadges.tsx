import { useIntl } from 'react-intl';
import type { ReportSummary } from '@platform/shared/reports/reports.schemas';
import { useT } from '../../ui/i18n/useT';

/** What state a report is in, as short badges: published (and the site's summary), its figures frozen. */
export function ReportBadges({ report }: { report: Pick<ReportSummary, 'published_at' | 'public_summary' | 'frozen_at'> }) {
  const t = useT();
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <>
      {report.published_at && <span className="admin-badge admin-badge--success">{t('reports.badge.published', { date: date(report.published_at) })}</span>}
      {report.public_summary && <span className="admin-badge admin-badge--info">{t('reports.badge.summary')}</span>}
      {report.frozen_at && <span className="admin-badge admin-badge--warning">{t('reports.badge.frozen', { date: date(report.frozen_at) })}</span>}
    </>
  );
}
