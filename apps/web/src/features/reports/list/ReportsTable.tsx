import { FormattedDate } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ReportSummary } from '@platform/shared/reports/reports.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { EmailText } from '../../../ui/email-text/EmailText';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { titleIn } from '../report-text';
import { useReportPeriod } from '../use-report-period';
import { reportPath } from '../reports-paths';
import { useDeleteReport, useDuplicateReport } from '../reports-queries';
import { ReportBadges } from '../ReportBadges';

/** One page of reports: title, period, owner, last change, who it is shared with, and what the caller may do to each. */
export function ReportsTable({ reports }: { reports: readonly ReportSummary[] }) {
  const t = useT();
  return (
    <ScrollTable caption={t('reports.list.caption')} hint={t('reports.list.scrollHint')} stacking className="reports-table">
      <thead>
        <tr>
          <th scope="col">{t('reports.column.title')}</th>
          <th scope="col">{t('reports.column.period')}</th>
          <th scope="col">{t('reports.column.owner')}</th>
          <th scope="col">{t('reports.column.changed')}</th>
          <th scope="col">{t('reports.column.shared')}</th>
          <th scope="col">{t('reports.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ReportRow({ report }: { report: ReportSummary }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const remove = useDeleteReport();
  const duplicate = useDuplicateReport();
  const period = useReportPeriod();
  const title = titleIn(report.title, locale) ?? t('reports.untitled');

  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(report.id);
      notify({ level: 'success', message: t('reports.notices.duplicated', { title }) });
      navigate(reportPath(copy.id));
    } catch {
      // The common handler has told the user.
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(report.id);
    } catch {
      return; // The common handler has told the user.
    }
    notify({ level: 'success', message: t('reports.notices.deleted', { title }) });
  };

  return (
    <tr data-report-id={report.id}>
      <th scope="row" className="reports-table__title">
        <Link to={reportPath(report.id)}>{title}</Link>
        <span className="reports-table__meta">
          {t('reports.list.pages', { count: report.pages_count })}
          <ReportBadges report={report} />
        </span>
      </th>
      <td data-label={t('reports.column.period')} className="reports-table__period">
        {period(report)}
      </td>
      <td data-label={t('reports.column.owner')} className="reports-table__person">
        {report.owner ? <EmailText email={report.owner.email} /> : <span className="reports-muted">{t('reports.owner.none')}</span>}
      </td>
      <td data-label={t('reports.column.changed')} className="reports-table__when">
        <FormattedDate value={report.updated_at} dateStyle="medium" timeStyle="short" />
      </td>
      <td data-label={t('reports.column.shared')} className="reports-table__person">
        {report.users.length === 0 ? (
          <span className="reports-muted">{t('reports.shared.nobody')}</span>
        ) : (
          <ul className="reports-table__users">
            {report.users.map((user) => (
              <li key={user.id}>
                <EmailText email={user.email} />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label={t('reports.column.actions')}>
        <div className="admin-table__actions" role="group" aria-label={t('reports.action.rowActions', { title })}>
          <Link className={buttonClassName({ size: 'small' })} to={reportPath(report.id)} aria-label={t('reports.action.openOne', { title })}>
            {t('reports.action.open')}
          </Link>
          {report.abilities.duplicate && (
            <Button size="small" loading={duplicate.isPending} aria-label={t('reports.action.duplicateOne', { title })} onClick={() => void onDuplicate()}>
              {t('reports.action.duplicate')}
            </Button>
          )}
          {report.abilities.delete && (
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('reports.action.deleteOne', { title })}
              confirm={{ title: t('reports.delete.title'), message: t('reports.delete.message', { title }), confirmLabel: t('reports.action.delete'), danger: true }}
              onConfirm={onDelete}
            >
              {t('reports.action.delete')}
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}
