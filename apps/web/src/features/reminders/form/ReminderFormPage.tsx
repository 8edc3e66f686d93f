import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { ReminderKind, ReminderTarget } from '@platform/shared/reminders/reminders.schemas';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { QueryState } from '../../../ui/query-state/QueryState';
import { reminderPath, remindersListPath } from '../reminders-paths';
import { useReminder, useReminderConfig, useReminderDeliveries } from '../reminders-queries';
import { DeliveriesTable } from '../shared/DeliveriesTable';
import { LastRun } from './LastRun';
import { ReminderForm } from './ReminderForm';
import '../../../styles/admin-screen.css';
import '../reminders.css';

/** The settings the form needs (the client's time zone, sending hour and due dates), read first. */
function ConfigFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div className="ui-callout" role="alert">
      <p>{t('reminders.config.failed')}</p>
      <Button size="small" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * /admin/reminders/{data|approval}/new: a new reminder of that kind; `?target=subjects&subject=<key>` chooses its
 * target (and a subject) ahead.
 */
export function NewReminderPage({ kind }: { kind: ReminderKind }) {
  const t = useT();
  const [params] = useSearchParams();
  const config = useReminderConfig();
  const target = params.get('target');
  const prefill = {
    target: target === 'users' || target === 'subjects' ? (target as ReminderTarget) : undefined,
    subject: params.get('subject') ?? undefined,
  };
  return (
    <div className="admin-screen reminders">
      <p className="admin-screen__back">
        <Link to={remindersListPath(kind, prefill.target)}>{t('reminders.backToList')}</Link>
      </p>
      {config.isPending ? (
        <Loader type="medium" label={t('reminders.form.loading')} />
      ) : config.isError ? (
        <ConfigFailed onRetry={() => void config.refetch()} />
      ) : (
        <ReminderForm kind={kind} initial={null} config={config.data} prefill={prefill} />
      )}
    </div>
  );
}

/**
 * /admin/reminders/{kind}/{target}/:id: a reminder's form, what its last run did, and its log. Opened under
 * another list than its own (a link from a log), it moves to its own address.
 */
export function EditReminderPage({ kind, target }: { kind: ReminderKind; target: ReminderTarget }) {
  const t = useT();
  const id = Number(useParams().id);
  const reminder = useReminder(id);
  const config = useReminderConfig();
  if (reminder.data && (reminder.data.kind !== kind || reminder.data.target !== target)) return <Navigate replace to={reminderPath(reminder.data)} />;
  return (
    <div className="admin-screen reminders">
      <p className="admin-screen__back">
        <Link to={remindersListPath(kind, target)}>{t('reminders.backToList')}</Link>
      </p>
      {reminder.isPending || config.isPending ? (
        <Loader type="medium" label={t('reminders.form.loading')} />
      ) : config.isError ? (
        <ConfigFailed onRetry={() => void config.refetch()} />
      ) : reminder.isError ? (
        // Not found or not allowed: the common handler shows the error page.
        <Loader type="hidden" />
      ) : (
        <>
          <ReminderForm key={id} kind={kind} initial={reminder.data} config={config.data} />
          <LastRun run={reminder.data.last_run} />
          <ReminderLog id={id} />
        </>
      )}
    </div>
  );
}

function ReminderLog({ id }: { id: number }) {
  const t = useT();
  const deliveries = useReminderDeliveries(id);
  return (
    <section className="reminders-panel" aria-labelledby="reminder-log">
      <h2 id="reminder-log" className="reminders-panel__title">
        {t('reminders.log.title')}
      </h2>
      <QueryState
        query={deliveries}
        loadingLabel={t('reminders.log.loading')}
        failedMessage={t('reminders.log.failed')}
        isEmpty={(data) => data.length === 0}
        emptyMessage={t('reminders.log.empty')}
      >
        {(data) => <DeliveriesTable deliveries={data} caption={t('reminders.log.title')} by="user" />}
      </QueryState>
    </section>
  );
}

export const NewDataReminderPage = () => <NewReminderPage kind="data" />;
export const NewApprovalReminderPage = () => <NewReminderPage kind="approval" />;
export const EditDataUsersReminderPage = () => <EditReminderPage kind="data" target="users" />;
export const EditDataSubjectsReminderPage = () => <EditReminderPage kind="data" target="subjects" />;
export const EditApprovalUsersReminderPage = () => <EditReminderPage kind="approval" target="users" />;
export const EditApprovalSubjectsReminderPage = () => <EditReminderPage kind="approval" target="subjects" />;
