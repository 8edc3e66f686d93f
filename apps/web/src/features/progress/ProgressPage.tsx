import { useMemo } from 'react';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { EmptyState } from '../../ui/query-state/EmptyState';
import { ApprovalProgressTable } from './ApprovalProgressTable';
import { DataProgressTable } from './DataProgressTable';
import { useApprovalProgress, useProgressOverview } from './progress-queries';
import { useDataProgress } from './use-data-progress';
import './progress.css';

/** /admin/progress: every subject's data progress (kept up to date while the server works it out) and approval progress. */
export function ProgressPage() {
  const t = useT();
  const overview = useProgressOverview();
  const approval = useApprovalProgress();
  // The first paint comes from GET /progress; then every subject is brought up to date until none remain.
  const seed = useMemo(() => (overview.data ? { progress: overview.data, keys: overview.data.map((item) => item.key) } : null), [overview.data]);
  const data = useDataProgress(seed);

  return (
    <div className="progress">
      <h1>{t('progress.title')}</h1>
      <section className="progress-section" aria-labelledby="progress-data-title">
        <h2 id="progress-data-title">{t('progress.data.title')}</h2>
        <p className="progress__intro">{t('progress.data.intro')}</p>
        {overview.isPending ? (
          <Loader type="medium" />
        ) : (
          <>
            <p className="progress__status" role="status">
              {data.pending.length > 0 && (
                <>
                  <Loader type="inline" /> {t('progress.updating', { count: data.pending.length })}
                </>
              )}
            </p>
            {data.failed && <p className="progress__warning">{t('progress.updateFailed')}</p>}
            {data.progress.length === 0 ? <EmptyState>{t('progress.empty')}</EmptyState> : <DataProgressTable progress={data.progress} pending={data.pending} />}
          </>
        )}
      </section>
      <section className="progress-section" aria-labelledby="progress-approval-title">
        <h2 id="progress-approval-title">{t('progress.approval.title')}</h2>
        <p className="progress__intro">{t('progress.approval.intro')}</p>
        {approval.isPending ? (
          <Loader type="medium" />
        ) : !approval.data || approval.data.length === 0 ? (
          <EmptyState>{t('progress.approval.empty')}</EmptyState>
        ) : (
          <ApprovalProgressTable approval={approval.data} />
        )}
      </section>
    </div>
  );
}
