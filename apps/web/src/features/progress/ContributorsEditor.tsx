import { useId, useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { Button } from '../../ui/button/Button';
import { useDirtyGuard } from '../../ui/dirty-guard/useDirtyGuard';
import { Checkbox } from '../../ui/form/Checkbox';
import { FormActions } from '../../ui/form/FormActions';
import { TextField } from '../../ui/form/TextField';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { useNotices } from '../../ui/notices/useNotices';
import { EmptyState } from '../../ui/query-state/EmptyState';
import { useSubjectsUsers, useUpdateSubjectUsers } from './progress-queries';

const sameIds = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id));

/** Who enters data for one subject: a checkbox per user who may, the current contributors ticked. */
export function ContributorsEditor({ subject, onSaved }: { subject: { key: string; name: string }; onSaved: () => void }) {
  const t = useT();
  const headingId = useId();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();
  const users = useSubjectsUsers(true);
  const update = useUpdateSubjectUsers(subject.key);
  const entry = users.data?.find((item) => item.key === subject.key);
  const initial = useMemo(() => new Set(entry?.contributors.map((user) => user.id) ?? []), [entry]);
  // A contributor who may no longer enter data is still listed, so that unticking them is possible.
  const candidates = useMemo(() => {
    const byId = new Map((entry?.available_users ?? []).map((user) => [user.id, user]));
    for (const user of entry?.contributors ?? []) if (!byId.has(user.id)) byId.set(user.id, user);
    return [...byId.values()].sort((a, b) => a.email.localeCompare(b.email));
  }, [entry]);
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = chosen ?? initial;
  const dirty = chosen !== null && !sameIds(chosen, initial);
  useDirtyGuard(dirty, t('common.dirty.leave'));

  if (users.isPending) return <Loader type="medium" />;
  if (!entry) return null;

  const shown = candidates.filter((user) => user.email.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync([...current]);
      setChosen(null);
      setError(null);
      notify({ level: 'success', message: t('progress.contributors.saved', { subject: subject.name }) });
      onSaved();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'INVALID') {
        const refused = new Set((failure.details.user_ids ?? []).map((item) => Number(item.id)));
        const emails = candidates.filter((user) => refused.has(user.id)).map((user) => user.email);
        setError(t('progress.contributors.invalid', { emails: emails.join(', ') }));
      } else handleCallError(failure, errorHandlers, { isLoad: false });
    }
  };

  return (
    <section className="progress-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('progress.contributors.title')}</h2>
      <p className="progress__intro">{t('progress.contributors.intro')}</p>
      {candidates.length === 0 ? (
        <EmptyState>{t('progress.contributors.noUser')}</EmptyState>
      ) : (
        <form className="progress-contributors" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
          <TextField type="search" size="medium" label={t('progress.contributors.filter')} value={filter} onChange={(event) => setFilter(event.target.value)} />
          <fieldset className="progress-choices">
            <legend className="progress-choices__legend">
              {t('progress.contributors.list')} <span className="progress__muted">({t('progress.contributors.chosen', { count: current.size })})</span>
            </legend>
            {shown.length === 0 ? (
              <p className="progress__muted">{t('progress.contributors.noMatch')}</p>
            ) : (
              <ul className="progress-choices__list">
                {shown.map((user) => (
                  <li key={user.id}>
                    <Checkbox label={user.email} checked={current.has(user.id)} onChange={(event) => toggle(user.id, event.target.checked)} />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          {error && (
            <p className="progress__error" role="alert">
              {error}
            </p>
          )}
          <FormActions>
            <Button type="submit" variant="primary" loading={update.isPending} disabled={!dirty}>
              {t('progress.contributors.save')}
            </Button>
            <Button
              disabled={!dirty || update.isPending}
              onClick={() => {
                setChosen(null);
                setError(null);
              }}
            >
              {t('progress.contributors.reset')}
            </Button>
          </FormActions>
        </form>
      )}
    </section>
  );
}
