import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { JOB_STATES, type JobState } from '@platform/shared/super-admin/job-states';
import type { JobView } from '@platform/shared/super-admin/jobs.schemas';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import { Select } from '../../ui/form/Select';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { useNotices } from '../../ui/notices/useNotices';
import { useJobs, useRetryJob } from './super-admin.api';
import { SuperAdminTable, When } from './SuperAdminTable';

/** The platform's jobs, newest first: state, progress, runs, error, times; a failed one can be retried. */
export function JobsSection() {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const [state, setState] = useState<JobState | undefined>(undefined);
  const jobs = useJobs(state);
  return (
    <section aria-labelledby={titleId} className="jobs-section">
      <h2 id={titleId}>{t('superAdmin.jobs.title')}</h2>
      <Select
        label={t('superAdmin.jobs.filter')}
        value={state ?? ''}
        onChange={(event) => setState((event.target.value || undefined) as JobState | undefined)}
        options={[
          { value: '', label: t('superAdmin.jobs.filter.all') },
          ...JOB_STATES.map((value) => ({ value, label: t(`superAdmin.jobs.state.${value}`) })),
        ]}
      />
      {jobs.isPending ? (
        <Loader type="medium" />
      ) : !jobs.data || jobs.data.length === 0 ? (
        <p>{t('superAdmin.jobs.empty')}</p>
      ) : (
        <>
          <p id={hintId} className="jobs__hint">
            {t('superAdmin.jobs.caption')}
          </p>
          <SuperAdminTable
            labelledBy={titleId}
            describedBy={hintId}
            className="jobs"
            columns={[
              t('superAdmin.jobs.name'),
              t('superAdmin.jobs.state'),
              t('superAdmin.jobs.progress'),
              t('superAdmin.jobs.attempts'),
              t('superAdmin.jobs.error'),
              t('superAdmin.jobs.createdAt'),
              t('superAdmin.jobs.finishedAt'),
              t('superAdmin.jobs.actions'),
            ]}
          >
            {jobs.data.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </SuperAdminTable>
        </>
      )}
    </section>
  );
}

function JobRow({ job }: { job: JobView }) {
  const t = useT();
  const intl = useIntl();
  const retry = useRetryJob();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();
  const none = t('superAdmin.jobs.none');

  const onRetry = async () => {
    try {
      await retry.mutateAsync(job.id);
      notify({ level: 'success', message: t('superAdmin.jobs.notices.retried', { name: job.name }) });
    } catch (error) {
      // Someone retried it first, or it was never failed: the list is read again (useRetryJob) and says which.
      if (isApiError(error) && error.code === 'STATE_CHANGED') notify({ level: 'error', message: t('superAdmin.jobs.notices.stateChanged') });
      else handleCallError(error, errorHandlers, { isLoad: false });
    }
  };

  return (
    <tr className={`jobs__row jobs__row--${job.state}`}>
      <th scope="row" className="jobs__name">
        {job.name}
      </th>
      <td>
        <span className={`jobs__state jobs__state--${job.state}`}>{t(`superAdmin.jobs.state.${job.state}`)}</span>
        {waitsUntilLater(job) && (
          <span className="jobs__when">
            {t('superAdmin.jobs.runAfter', { time: intl.formatDate(job.run_after, { dateStyle: 'medium', timeStyle: 'medium' }) })}
          </span>
        )}
      </td>
      <td className="jobs__count">{job.progress ? t('superAdmin.jobs.progressOf', { done: job.progress.done, total: job.progress.total }) : none}</td>
      <td className="jobs__count">{t('superAdmin.jobs.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}</td>
      <td className="jobs__error">{job.error ?? none}</td>
      <td>
        <When value={job.created_at} />
      </td>
      <td>{job.finished_at ? <When value={job.finished_at} /> : none}</td>
      <td>
        {job.abilities.retry && (
          <ConfirmButton
            size="small"
            aria-label={t('superAdmin.jobs.retryLabel', {
              name: job.name,
              createdAt: intl.formatDate(job.created_at, { dateStyle: 'medium', timeStyle: 'medium' }),
            })}
            confirm={{
              title: t('superAdmin.jobs.retryConfirm.title'),
              message: t('superAdmin.jobs.retryConfirm.message', { name: job.name }),
              confirmLabel: t('superAdmin.jobs.retry'),
            }}
            onConfirm={onRetry}
          >
            {t('superAdmin.jobs.retry')}
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}

/** A job that waits for a time still to come: one sent for later, or the pause before a retry. */
function waitsUntilLater(job: JobView): boolean {
  return (job.state === 'created' || job.state === 'retry') && new Date(job.run_after).getTime() > Date.now();
}
