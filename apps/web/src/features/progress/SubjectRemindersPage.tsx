import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button } from '../../ui/button/Button';
import { Checkbox } from '../../ui/form/Checkbox';
import { FormActions } from '../../ui/form/FormActions';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { EmptyState } from '../../ui/query-state/EmptyState';
import { useReminderRecipients } from './progress-queries';
import { useSendReminders } from './use-send-reminders';
import './progress.css';

/** /admin/subjects/:key/reminders: the contributors who still owe data for a subject, to remind all or some of them. */
export function SubjectRemindersPage() {
  const { key = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const recipients = useReminderRecipients();
  const entry = recipients.data?.find((item) => item.key === key);
  const name = entry?.name[locale] ?? '';

  return (
    <div className="progress">
      <p className="progress__back">
        <Link to={`/admin/subjects/${encodeURIComponent(key)}/progress`}>{entry ? t('progress.subject.title', { subject: name }) : t('progress.title')}</Link>
      </p>
      {recipients.isPending ? (
        <Loader type="medium" />
      ) : !entry ? (
        <>
          <h1>{t('progress.title')}</h1>
          <EmptyState>{t('progress.subject.notFound')}</EmptyState>
        </>
      ) : (
        <>
          <h1>{t('progress.reminders.title', { subject: name })}</h1>
          <p className="progress__intro">{t('progress.reminders.intro')}</p>
          {entry.contributors.length === 0 ? (
            <EmptyState>{t('progress.reminders.nobody')}</EmptyState>
          ) : (
            <RecipientsForm subject={{ key, name }} owed={entry.contributors} />
          )}
        </>
      )}
    </div>
  );
}

function RecipientsForm({ subject, owed }: { subject: { key: string; name: string }; owed: readonly { id: number; email: string; remaining: number }[] }) {
  const t = useT();
  const legendId = useId();
  const { send, sending } = useSendReminders(subject);
  // Everyone who owes data is selected to begin with; the list may change after a send.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => owed.filter((user) => !unselected.has(user.id)).map((user) => user.id), [owed, unselected]);
  const allRef = useRef<HTMLInputElement>(null);
  const mixed = selected.length > 0 && selected.length < owed.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = mixed;
  }, [mixed]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return;
    if (await send(selected)) setUnselected(new Set());
  };

  return (
    <form className="progress-recipients" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="progress-choices">
        <legend id={legendId} className="progress-choices__legend">
          {t('progress.reminders.recipients')} <span className="progress__muted">({t('progress.reminders.selected', { count: selected.length })})</span>
        </legend>
        <Checkbox
          ref={allRef}
          className="progress-choices__all"
          label={t('progress.reminders.selectAll')}
          checked={selected.length === owed.length}
          onChange={(event) => setUnselected(event.target.checked ? new Set() : new Set(owed.map((user) => user.id)))}
        />
        <ul className="progress-choices__list">
          {owed.map((user) => (
            <li key={user.id}>
              <Checkbox
                label={t('progress.reminders.user', { email: user.email, remaining: user.remaining })}
                checked={!unselected.has(user.id)}
                onChange={(event) =>
                  setUnselected((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.delete(user.id);
                    else next.add(user.id);
                    return next;
                  })
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {selected.length === 0 && <p className="progress__muted">{t('progress.reminders.noneSelected')}</p>}
      <FormActions>
        <Button type="submit" variant="primary" loading={sending} disabled={selected.length === 0}>
          {t('progress.reminders.sendSelected', { count: selected.length })}
        </Button>
      </FormActions>
    </form>
  );
}
