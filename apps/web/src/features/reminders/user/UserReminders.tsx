import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { opens } from '../../../app/layouts/admin-nav';
import { useProfile } from '../../../app/session/page-data';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { QueryState } from '../../../ui/query-state/QueryState';
import { usePauseUser, useUserReminders } from '../reminders-queries';
import { DeliveriesTable } from '../shared/DeliveriesTable';
import { useReminderWords } from '../shared/use-reminder-words';
import { todayIn } from '../shared/zoned-time';
import '../reminders.css';

/**
 * A user's reminders, on their page, for whom reminds: a pause until a day (or none), and the reminders
 * delivered to them or skipped, newest first. Nothing for anyone else.
 */
export function UserReminders({ userId }: { userId: number }) {
  const profile = useProfile();
  if (!profile || !opens(profile, { area: 'reminders' })) return null;
  return <UserRemindersPanel userId={userId} />;
}

function UserRemindersPanel({ userId }: { userId: number }) {
  const t = useT();
  const log = useUserReminders(userId);
  return (
    <section className="reminders-panel reminders-user" aria-labelledby="user-reminders-title">
      <h2 id="user-reminders-title" className="reminders-panel__title">
        {t('reminders.user.title')}
      </h2>
      <QueryState query={log} loadingLabel={t('reminders.user.loading')} failedMessage={t('reminders.user.failed')} isEmpty={() => false} emptyMessage="">
        {(data) => (
          <>
            <PauseForm key={data.paused_until ?? ''} userId={userId} pausedUntil={data.paused_until} />
            <h3 className="reminders-run__title">{t('reminders.user.log')}</h3>
            {data.deliveries.length === 0 ? (
              <p className="reminders-muted">{t('reminders.user.noDelivery')}</p>
            ) : (
              <DeliveriesTable deliveries={data.deliveries} caption={t('reminders.user.log')} by="reminder" />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function PauseForm({ userId, pausedUntil }: { userId: number; pausedUntil: string | null }) {
  const t = useT();
  const words = useReminderWords();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const pause = usePauseUser(userId);
  const [day, setDay] = useState(pausedUntil ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = async (value: string | null) => {
    setError(undefined);
    try {
      const answer = await pause.mutateAsync(value);
      notify({
        level: 'success',
        message: answer.paused_until ? t('reminders.user.pausedNotice', { date: words.day(answer.paused_until) }) : t('reminders.user.resumedNotice'),
      });
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'INVALID') {
        const first = Object.values(failure.details)[0]?.[0];
        setError(first ? fieldErrorMessage(t, first) : t('validation.field.INVALID'));
      } else handleCallError(failure, handlers, { isLoad: false });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (day === '') setError(t('validation.field.BLANK'));
    else void submit(day);
  };

  return (
    <form className="reminders-pause" aria-label={t('reminders.user.pauseForm')} noValidate onSubmit={onSubmit}>
      <p className="reminders-pause__state" aria-live="polite">
        {pausedUntil === null
          ? t('reminders.user.active')
          : pausedUntil >= todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)
            ? t('reminders.user.pausedUntil', { date: words.day(pausedUntil) })
            : t('reminders.user.pauseEnded', { date: words.day(pausedUntil) })}
      </p>
      <div className="reminders-pause__row">
        <TextField
          type="date"
          size="medium"
          label={t('reminders.user.pauseUntil')}
          hint={t('reminders.user.pauseHint')}
          value={day}
          error={error}
          onChange={(event) => {
            setDay(event.target.value);
            setError(undefined);
          }}
        />
        <div className="reminders-pause__actions">
          <Button type="submit" size="small" variant="primary" loading={pause.isPending && pause.variables !== null} disabled={pause.isPending || day === (pausedUntil ?? '')}>
            {t('reminders.user.pause')}
          </Button>
          {pausedUntil && (
            <Button size="small" loading={pause.isPending && pause.variables === null} disabled={pause.isPending} onClick={() => void submit(null)}>
              {t('reminders.user.resume')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
