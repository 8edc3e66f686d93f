import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCALES } from '@platform/shared/i18n/locales';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { REPORTS_PATH, reportPath } from '../reports-paths';
import { useDeleteReport, useDuplicateReport, useRefreshReport } from '../reports-queries';
import { PdfDownload } from './PdfDownload';
import { PublishDialog } from './PublishDialog';
import { RefreshResultDialog, type ChangedFigure } from './RefreshResultDialog';
import { ShareDialog } from './ShareDialog';

/**
 * What may be done to a saved report, each shown only when its abilities say so: its PDF in each language,
 * sharing it, publishing an edition, taking the current figures into a frozen copy, copying and deleting it.
 * The PDF, publishing and refreshing act on the saved report: they wait for unsaved changes to be saved.
 */
export function ReportActions({
  report,
  title,
  dirty,
  onReport,
  onLeave,
}: {
  report: Report;
  title: string;
  dirty: boolean;
  onReport: (report: Report) => void;
  /** Lets the next navigation through the unsaved-changes guard (after a deletion). */
  onLeave: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const [sharing, setSharing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [changed, setChanged] = useState<ChangedFigure[] | null>(null);
  const refresh = useRefreshReport();
  const duplicate = useDuplicateReport();
  const remove = useDeleteReport();
  const { abilities } = report;

  const onRefresh = async () => {
    try {
      const answer = await refresh.mutateAsync(report.id);
      onReport(answer.report);
      setChanged(answer.changed);
    } catch {
      // The common handler has told the user.
    }
  };
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
      return;
    }
    notify({ level: 'success', message: t('reports.notices.deleted', { title }) });
    onLeave();
    navigate(REPORTS_PATH);
  };

  return (
    <div className="admin-builder__actions">
      <div className="admin-builder__action-group" role="group" aria-label={t('reports.pdf.group')}>
        <span className="report-actions__label" aria-hidden="true">
          {t('reports.pdf.label')}
        </span>
        {LOCALES.map((locale) => (
          <PdfDownload key={locale} report={report} locale={locale} disabled={dirty} />
        ))}
      </div>
      <div className="admin-builder__action-group" role="group" aria-label={t('reports.action.group')}>
        {abilities.share && (
          <Button size="small" onClick={() => setSharing(true)}>
            {t('reports.action.share')}
            {report.users.length > 0 && <span className="report-actions__count"> ({report.users.length})</span>}
          </Button>
        )}
        {abilities.publish && (
          <Button size="small" disabled={dirty} onClick={() => setPublishing(true)}>
            {report.published_at ? t('reports.action.publishAgain') : t('reports.action.publish')}
          </Button>
        )}
        {abilities.update && report.frozen_at && (
          <ConfirmButton
            size="small"
            variant="default"
            disabled={dirty}
            loading={refresh.isPending}
            confirm={{ title: t('reports.refresh.confirmTitle'), message: t('reports.refresh.confirmMessage'), confirmLabel: t('reports.action.refresh') }}
            onConfirm={onRefresh}
          >
            {t('reports.action.refresh')}
          </ConfirmButton>
        )}
        {abilities.duplicate && (
          <Button size="small" loading={duplicate.isPending} onClick={() => void onDuplicate()}>
            {t('reports.action.duplicate')}
          </Button>
        )}
        {abilities.delete && (
          <ConfirmButton
            size="small"
            variant="default"
            confirm={{ title: t('reports.delete.title'), message: t('reports.delete.message', { title }), confirmLabel: t('reports.action.delete'), danger: true }}
            onConfirm={onDelete}
          >
            {t('reports.action.delete')}
          </ConfirmButton>
        )}
      </div>
      {dirty && <p className="admin-builder__actions-hint">{t('reports.actions.saveFirst')}</p>}
      {abilities.share && <ShareDialog report={report} title={title} open={sharing} onOpenChange={setSharing} onShared={onReport} />}
      {abilities.publish && <PublishDialog report={report} title={title} open={publishing} onOpenChange={setPublishing} onPublished={onReport} />}
      <RefreshResultDialog changed={changed} open={changed !== null} onOpenChange={(open) => !open && setChanged(null)} />
    </div>
  );
}
