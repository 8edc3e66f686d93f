import { forwardRef, useId } from 'react';
import { useIntl } from 'react-intl';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { isApiError } from '../../../app/api/api-error';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useCurrentInputs } from './approval-queries';
import type { ApprovalRow } from './approval-rows';
import { failureReasonKey, summaryLevel, type BulkOutcome } from './bulk-results';
import { inputChanges, type InputChange } from './input-changes';

/** The outcome of the approver's last decision, with the rows as they were shown when it was sent. */
export interface LastDecision {
  outcome: BulkOutcome;
  summary: string;
  seen: ReadonlyMap<number, ApprovalRow>;
}

/** At most this many changed inputs are read again and compared; the others are only listed. */
export const COMPARED_AT_MOST = 10;

type Context = { locale: Locale; delimiters: NumberDelimiters };

/**
 * What the last decision did: the summary, each input left undone and why, and for an input that
 * changed since the approver saw it (STATE_CHANGED), what it holds now beside what was on screen.
 */
export const DecisionResults = forwardRef<HTMLHeadingElement, { subject: Subject; last: LastDecision; onHide: () => void; context: Context }>(function DecisionResults(
  { subject, last, onHide, context },
  headingRef,
) {
  const t = useT();
  const headingId = useId();
  const stale = last.outcome.failed.filter((item) => item.code === 'STATE_CHANGED').slice(0, COMPARED_AT_MOST);
  const current = useCurrentInputs(
    subject.key,
    stale.map((item) => item.id),
  );
  const currentOf = new Map(stale.map((item, index) => [item.id, current[index]]));
  return (
    <section className={`approval-results approval-results--${summaryLevel(last.outcome)}`} aria-labelledby={headingId}>
      <div className="approval-results__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="approval-results__title">
          {t('approval.results.title')}
        </h2>
        <Button size="small" onClick={onHide}>
          {t('approval.results.hide')}
        </Button>
      </div>
      <p className="approval-results__summary">{last.summary}</p>
      {last.outcome.failed.length > 0 && (
        <>
          <p className="approval-results__failed">{t('approval.results.failed')}</p>
          <ul className="approval-results__list">
            {last.outcome.failed.map((item) => {
              const row = last.seen.get(item.id);
              const reason = failureReasonKey(item.code);
              const query = currentOf.get(item.id);
              return (
                <li key={item.id}>
                  <span className="approval-results__label">{row?.label ?? `#${item.id}`}</span>: {t(reason.key, { code: reason.code })}
                  {row && query && <StaleComparison subject={subject} row={row} query={query} context={context} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
});

function StaleComparison({
  subject,
  row,
  query,
  context,
}: {
  subject: Subject;
  row: ApprovalRow;
  query: ReturnType<typeof useCurrentInputs>[number];
  context: Context;
}) {
  const t = useT();
  const intl = useIntl();
  if (query.isPending) return <Loader type="small" label={t('approval.stale.loading')} />;
  if (query.isError) {
    const gone = isApiError(query.error) && (query.error.kind === 'NOT_FOUND' || query.error.kind === 'ACCESS_DENIED');
    return <p className="approval-compare__note">{t(gone ? 'approval.stale.gone' : 'approval.stale.loadFailed')}</p>;
  }
  const now = query.data.input;
  const changes = inputChanges(row.input, now, subject, { ...context, notApplicable: (reason) => t('approval.value.notApplicableReason', { reason }) });
  const label = (change: InputChange) => {
    switch (change.what.kind) {
      case 'state':
        return t('approval.stale.state');
      case 'field':
        return change.what.name;
      case 'justification':
        return t('approval.stale.justification');
      case 'refusal_reason':
        return t('approval.stale.refusalReason');
    }
  };
  const text = (change: InputChange, value: string | null) =>
    value === null ? '—' : change.what.kind === 'state' ? t(`approval.state.${value as InputState}`) : value;
  return (
    <div className="approval-compare">
      <table className="approval-compare__table">
        <caption>{t('approval.stale.title', { label: row.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('approval.stale.what')}</th>
            <th scope="col">{t('approval.stale.seen')}</th>
            <th scope="col">{t('approval.stale.now')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={index} className={change.seen !== change.now ? 'approval-compare__changed' : undefined}>
              <th scope="row">{label(change)}</th>
              <td>{text(change, change.seen)}</td>
              <td>{text(change, change.now)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {changes.length === 1 && <p className="approval-compare__note">{t('approval.stale.sameValues')}</p>}
      {now.updated_by && (
        <p className="approval-compare__note">
          {t('approval.stale.changedBy', { email: now.updated_by.email, date: intl.formatDate(now.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      )}
    </div>
  );
}
