import { useEffect, useState } from 'react';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { Button } from '../../../ui/button/Button';
import { Checkbox } from '../../../ui/form/Checkbox';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { useNotices } from '../../../ui/notices/useNotices';
import { usePublishReport } from '../reports-queries';

/**
 * Publishing an edition, once its consequences are read: the figures are frozen as they are now, the edition is
 * stamped with the date and the data's version, and, if ticked, its PDF becomes the site's summary report.
 */
export function PublishDialog({
  report,
  title,
  open,
  onOpenChange,
  onPublished,
}: {
  report: Pick<Report, 'id' | 'public_summary' | 'published_at'>;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPublished: (report: Report) => void;
}) {
  const t = useT();
  const { notify } = useNotices();
  const publish = usePublishReport();
  const [summary, setSummary] = useState(report.public_summary);
  useEffect(() => {
    if (open) setSummary(report.public_summary);
  }, [open, report.public_summary]);

  const onPublish = async () => {
    try {
      const published = await publish.mutateAsync({ id: report.id, publicSummary: summary });
      notify({ level: 'success', message: summary ? t('reports.publish.doneSummary', { title }) : t('reports.publish.done', { title }) });
      onPublished(published);
      onOpenChange(false);
    } catch {
      // The common handler has told the user.
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.publish.title', { title })}
      size="medium"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={publish.isPending} onClick={() => void onPublish()}>
            {t('reports.publish.confirm')}
          </Button>
        </>
      }
    >
      <div className="report-publish">
        <p>{t('reports.publish.freezes')}</p>
        <p>{t('reports.publish.stamp')}</p>
        {report.published_at && <p>{t('reports.publish.again')}</p>}
        <Checkbox label={t('reports.publish.summary')} hint={t('reports.publish.summary.hint')} checked={summary} onChange={(event) => setSummary(event.target.checked)} />
      </div>
    </Modal>
  );
}
