import { useEffect, useId, useState } from 'react';
import { FormattedNumber } from 'react-intl';
import type { PrecalculationRunView } from '@platform/shared/super-admin/precalculation-runs.schemas';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { QueryState } from '../../../ui/query-state/QueryState';
import { hasFinishedFullRunAfter, PRECALCULATION_RUNS_SHOWN, PRECALCULATION_WAIT_MS, usePrecalculationRuns, useRecalculateAll } from '../super-admin.api';
import { SuperAdminTable, When } from '../SuperAdminTable';

/**
 * The client's precalculation runs, newest first (when, which kind, what they changed, what they could
 * not compute), and the full recalculation of every indicator, asked for after confirmation.
 */
export function PrecalculationRunsSection() {
  const t = useT();
  const titleId = useId();
  const { notify } = useNotices();
  const [page, setPage] = useState(1);
  // The newest run's id when a recalculation was asked for: the list is read again until a newer one has finished.
  const [awaitingAfter, setAwaitingAfter] = useState<number | null>(null);
  const runs = usePrecalculationRuns(page, awaitingAfter);
  const recalculate = useRecalculateAll();
  const waiting = awaitingAfter !== null && !hasFinishedFullRunAfter(runs.data?.runs ?? [], awaitingAfter);
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.total / PRECALCULATION_RUNS_SHOWN)) : 1;

  // A recalculation that never finishes (its job failed: the job list says why) is not waited for forever.
  useEffect(() => {
    if (awaitingAfter === null) return;
    const timer = setTimeout(() => setAwaitingAfter(null), PRECALCULATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaitingAfter]);

  const onRecalculate = async () => {
    // Errors are the common handler's (a notice); the button simply comes back.
    const { newestBefore } = await recalculate.mutateAsync();
    setPage(1);
    setAwaitingAfter(newestBefore);
    notify({ level: 'success', message: t('superAdmin.precalculation.notices.queued') });
  };

  return (
    <section aria-labelledby={titleId} className="precalculation-section">
      <div className="precalculation__toolbar">
        <h2 id={titleId}>{t('superAdmin.precalculation.title')}</h2>
        <ConfirmButton
          variant="primary"
          confirm={{
            title: t('superAdmin.precalculation.confirm.title'),
            message: t('superAdmin.precalculation.confirm.message'),
            confirmLabel: t('superAdmin.precalculation.confirm.action'),
          }}
          onConfirm={() => onRecalculate().catch(() => undefined)}
        >
          {t('superAdmin.precalculation.recalculate')}
        </ConfirmButton>
      </div>
      <p className="jobs__hint">{t('superAdmin.precalculation.intro')}</p>
      <p role="status" className="precalculation__waiting">
        {waiting ? t('superAdmin.precalculation.waiting') : ''}
      </p>
      <QueryState
        query={runs}
        loadingLabel={t('superAdmin.precalculation.loading')}
        failedMessage={t('superAdmin.precalculation.failed')}
        failedClassName="precalculation__failed"
        isEmpty={(list) => list.runs.length === 0}
        emptyMessage={t('superAdmin.precalculation.empty')}
      >
        {(list) => (
          <>
            <SuperAdminTable
              labelledBy={titleId}
              className="jobs precalculation-runs"
              columns={[
                t('superAdmin.precalculation.startedAt'),
                t('superAdmin.precalculation.kind'),
                t('superAdmin.precalculation.finishedAt'),
                t('superAdmin.precalculation.duration'),
                t('superAdmin.precalculation.indicators'),
                t('superAdmin.precalculation.values'),
                t('superAdmin.precalculation.errors'),
              ]}
            >
              {list.runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </SuperAdminTable>
            {pages > 1 && (
              <nav className="precalculation__pages" aria-label={t('superAdmin.precalculation.pagination')}>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('superAdmin.precalculation.previous')}
                </Button>
                <span aria-live="polite">{t('superAdmin.precalculation.page', { page, pages })}</span>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('superAdmin.precalculation.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function RunRow({ run }: { run: PrecalculationRunView }) {
  const t = useT();
  const failed = run.errors.length > 0;
  return (
    <tr className={failed ? 'jobs__row jobs__row--failed' : 'jobs__row'}>
      <th scope="row">
        <When value={run.started_at} />
      </th>
      <td>{t(`superAdmin.precalculation.kind.${run.kind}`)}</td>
      <td>{run.finished_at ? <When value={run.finished_at} /> : t('superAdmin.precalculation.unfinished')}</td>
      <td className="jobs__count">{run.duration === null ? t('superAdmin.jobs.none') : <Duration milliseconds={run.duration} />}</td>
      <td className="jobs__count">
        <FormattedNumber value={run.indicators_touched} />
      </td>
      <td className="jobs__count">
        <FormattedNumber value={run.values_touched} />
      </td>
      <td className="jobs__error">
        {failed ? (
          <details className="precalculation__errors">
            <summary>{t('superAdmin.precalculation.errorCount', { count: run.errors.length })}</summary>
            <ul>
              {run.errors.map((error, index) => (
                <li key={index}>
                  <strong>{error.indicator_key || t('superAdmin.precalculation.wholeRun')}</strong> {error.message}
                </li>
              ))}
            </ul>
          </details>
        ) : (
          t('superAdmin.precalculation.noError')
        )}
      </td>
    </tr>
  );
}

function Duration({ milliseconds }: { milliseconds: number }) {
  const t = useT();
  return milliseconds < 1000
    ? t('superAdmin.precalculation.milliseconds', { milliseconds })
    : t('superAdmin.precalculation.seconds', { seconds: Math.round(milliseconds / 100) / 10 });
}
