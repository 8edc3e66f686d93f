import { useEffect, useId, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { isApiError } from '../../../app/api/api-error';
import { Button } from '../../../ui/button/Button';
import { useDebouncedValue } from '../../../ui/debounce/useDebouncedValue';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { Modal } from '../../../ui/modal/Modal';
import { useNotices } from '../../../ui/notices/useNotices';
import { useShareCandidates, useShareReport } from '../reports-queries';

/**
 * Who the report is shared with (they read it and download its PDF): those it is shared with now, ticked, and
 * the client's users found by a search, to tick or untick; saved at once with PUT share.
 */
export function ShareDialog({
  report,
  title,
  open,
  onOpenChange,
  onShared,
}: {
  report: Pick<Report, 'id' | 'users' | 'owner'>;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShared: (report: Report) => void;
}) {
  const t = useT();
  const { notify } = useNotices();
  const share = useShareReport();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(report.users.map((user) => user.id)));
  const [emails, setEmails] = useState<ReadonlyMap<number, string>>(() => new Map(report.users.map((user) => [user.id, user.email])));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const candidates = useShareCandidates(q, open);
  const listId = useId();
  const currentId = useId();

  // Opened again: what is saved, not what was ticked and cancelled.
  useEffect(() => {
    if (!open) return;
    setChosen(new Set(report.users.map((user) => user.id)));
    setEmails(new Map(report.users.map((user) => [user.id, user.email])));
    setSearch('');
  }, [open, report.users]);

  const found = useMemo(
    () => (candidates.data ?? []).filter((user) => user.id !== report.owner?.id && user.status !== 'archived'),
    [candidates.data, report.owner],
  );
  const toggle = (id: number, email: string, on: boolean) => {
    setEmails((current) => new Map(current).set(id, email));
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const forbidden = isApiError(candidates.error) && candidates.error.status === 403;
  // Those it is shared with stay listed when unticked, so a slip is undone where it was made.
  const sharedNow = new Set(report.users.map((user) => user.id));
  const chosenList = [...emails]
    .filter(([id]) => chosen.has(id) || sharedNow.has(id))
    .map(([id, email]) => ({ id, email }))
    .sort((a, b) => a.email.localeCompare(b.email));

  const onSave = async () => {
    try {
      const saved = await share.mutateAsync({ id: report.id, userIds: [...chosen] });
      notify({ level: 'success', message: t('reports.share.saved', { count: saved.users.length, title }) });
      onShared(saved);
      onOpenChange(false);
    } catch {
      // The common handler has told the user; the dialog stays with the choice.
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('reports.share.title', { title })}
      description={t('reports.share.description')}
      size="medium"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={share.isPending} onClick={() => void onSave()}>
            {t('reports.share.save')}
          </Button>
        </>
      }
    >
      <div className="report-share">
        <section aria-labelledby={currentId}>
          <h3 id={currentId} className="report-share__heading">
            {t('reports.share.current', { count: chosen.size })}
          </h3>
          {chosenList.length === 0 ? (
            <p className="reports-muted">{t('reports.share.nobody')}</p>
          ) : (
            <ul className="report-share__list">
              {chosenList.map((user) => (
                <li key={user.id}>
                  <label className="report-share__user">
                    <input type="checkbox" checked={chosen.has(user.id)} onChange={(event) => toggle(user.id, user.email, event.target.checked)} />
                    <span>{user.email}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={listId}>
          <h3 id={listId} className="report-share__heading">
            {t('reports.share.add')}
          </h3>
          <TextField type="search" label={t('reports.share.search')} hint={t('reports.share.searchHint')} value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
          {forbidden ? (
            <p className="report-share__failed" role="alert">
              {t('reports.share.cannotList')}
            </p>
          ) : candidates.isError ? (
            <p className="report-share__failed" role="alert">
              {t('reports.share.failed')}
            </p>
          ) : candidates.isPending ? (
            <Loader type="small" label={t('reports.share.loading')} />
          ) : found.length === 0 ? (
            <p className="reports-muted">{t('reports.share.none')}</p>
          ) : (
            <ul className="report-share__list report-share__list--found" aria-label={t('reports.share.found', { count: found.length })}>
              {found.map((user) => (
                <li key={user.id}>
                  <label className="report-share__user">
                    <input type="checkbox" checked={chosen.has(user.id)} onChange={(event) => toggle(user.id, user.email, event.target.checked)} />
                    <span>{user.email}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}
