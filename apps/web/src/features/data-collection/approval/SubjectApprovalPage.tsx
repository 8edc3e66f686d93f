import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { INPUT_PAGE_SIZE } from '@platform/shared/data-collection/input-states';
import { adminDelimitersOf } from '@platform/shared/dynamic-form/localized-number';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useClient, useProfile } from '../../../app/session/page-data';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/useNotices';
import { Pagination } from '../../../ui/pagination/Pagination';
import { withRowsChosen } from '../../../ui/table/row-selection';
import { useSubject } from '../data-collection-queries';
import { useApprovalInputs, useDecision, usePreviousValues } from './approval-queries';
import { approvalRows, type ApprovalRow } from './approval-rows';
import { subjectApprovalTitleKey } from './approval-titles';
import { ApprovalFiltersBar } from './ApprovalFiltersBar';
import { ApprovalTable } from './ApprovalTable';
import { BulkActions } from './BulkActions';
import { failureReasonKey, outcomeOf, summaryLevel, summaryParts, type Decision } from './bulk-results';
import { DecisionResults, type LastDecision } from './DecisionResults';
import { RefuseDialog } from './RefuseDialog';
import { inputsFor, type RowMark } from './selection';
import { useApprovalFilters } from './use-approval-filters';
import './approval.css';

/** /admin/approval/:key: the inputs of one subject awaiting the caller's decision, to approve or refuse one by one or together. */
export function SubjectApprovalPage() {
  const { key = '' } = useParams();
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const profile = useProfile();
  const client = useClient();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();
  const context = useMemo(() => ({ locale, delimiters: adminDelimitersOf(client.settings, locale) }), [locale, client.settings]);

  const subject = useSubject(key);
  const { filters, change } = useApprovalFilters();
  const list = useApprovalInputs(key, filters);
  const inputs = useMemo(() => list.data?.inputs ?? [], [list.data]);
  const previous = usePreviousValues(
    key,
    inputs.map((input) => input.period),
  );
  const rows = useMemo(() => (subject.data ? approvalRows(inputs, subject.data, previous.values, locale) : []), [inputs, subject.data, previous.values, locale]);

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [refusing, setRefusing] = useState<readonly ApprovalRow[] | null>(null);
  const [last, setLast] = useState<LastDecision | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const decision = useDecision(key);

  // A selection belongs to the page it was made on.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => setSelected(new Set()), [filtersKey]);

  // Deciding on the last inputs of the last page leaves it empty: show the page before.
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INPUT_PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > pages) change({ ...filters, page: pages });
  }, [list.data, list.isPlaceholderData, filters, pages, change]);

  useEffect(() => {
    if (last) resultsHeading.current?.focus();
  }, [last]);

  const marks = useMemo(() => {
    const map = new Map<number, RowMark>();
    for (const item of last?.outcome.failed ?? []) map.set(item.id, item.code === 'STATE_CHANGED' ? { kind: 'stale' } : { kind: 'failed', reason: failureReasonKey(item.code) });
    return map;
  }, [last]);

  if (subject.isPending) return <Loader type="medium" />;
  if (!subject.data) return null;

  const title = t(subjectApprovalTitleKey(profile), { subject: subject.data.name[locale] });

  /** Sends a decision for these rows at the versions shown, and reports what happened to each. Resolves 'BLANK' for a refusal without reason. */
  const decide = async (kind: Decision, chosen: readonly ApprovalRow[], reason?: string): Promise<'BLANK' | void> => {
    try {
      const answer = await decision.mutateAsync({ decision: kind, inputs: chosen.map((row) => row.input), reason });
      const outcome = outcomeOf(answer.results);
      const parts = summaryParts(outcome).map((part) => t(part.key, { count: part.count }));
      const summary = parts.length === 0 ? t('approval.result.nothing') : intl.formatList(parts, { type: 'unit', style: 'long' });
      setLast({ outcome, summary, seen: new Map(chosen.map((row) => [row.input.id, row])) });
      setSelected(new Set());
      setRefusing(null);
      const level = summaryLevel(outcome);
      notify({ level: level === 'success' ? 'success' : level, message: summary });
    } catch (error) {
      if (kind === 'refuse' && isApiError(error) && error.kind === 'INVALID' && error.details.reason) return 'BLANK';
      setRefusing(null);
      handleCallError(error, errorHandlers, { isLoad: false });
    }
  };

  const onRowDecision = (kind: Decision, row: ApprovalRow) => {
    if (kind === 'refuse') setRefusing([row]);
    else void decide(kind, [row]);
  };

  const onBulkDecision = async (kind: Decision) => {
    const chosenIds = new Set(inputsFor(rows, selected, kind).map((input) => input.id));
    const chosen = rows.filter((row) => chosenIds.has(row.input.id));
    if (chosen.length === 0) return;
    if (kind === 'refuse') {
      setRefusing(chosen);
      return;
    }
    const confirmed = await confirm({
      title: t(`approval.confirm.${kind}.title`),
      message: t(`approval.confirm.${kind}.message`, { count: chosen.length }),
      confirmLabel: t(`approval.action.${kind}`),
    });
    if (confirmed) await decide(kind, chosen);
  };

  const offered = (['approve', 'preapprove', 'refuse'] as const).filter((kind) => rows.some((row) => row.input.abilities[kind]));
  const counts = Object.fromEntries(offered.map((kind) => [kind, inputsFor(rows, selected, kind).length]));

  return (
    <div className="approval">
      <p className="approval__back">
        <Link to="/admin/approval">{t('approval.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      <ApprovalFiltersBar
        subject={subject.data}
        decidesBothLevels={subject.data.abilities.preapprove && subject.data.abilities.approve}
        filters={filters}
        onChange={change}
      />
      {last && <DecisionResults ref={resultsHeading} subject={subject.data} last={last} onHide={() => setLast(null)} context={context} />}
      {list.isPending ? (
        <Loader type="medium" />
      ) : (
        <>
          <p className="approval__counts" aria-live="polite">
            <span className="approval__awaiting">{t('approval.counts.awaiting', { count: total })}</span>
            <span aria-hidden="true"> · </span>
            <span className="approval__refused">{t('approval.counts.refused', { count: list.data?.refused ?? 0 })}</span>
            {list.isFetching && <Loader type="inline" />}
          </p>
          {previous.failed && <p className="approval__note">{t('approval.previousFailed')}</p>}
          {rows.length === 0 ? (
            <p className="approval__empty">{filters.period || filters.state || filters.q ? t('approval.noMatch') : t('approval.noneAwaiting')}</p>
          ) : (
            <>
              <BulkActions
                selectedCount={selected.size}
                counts={counts}
                onDecide={(kind) => void onBulkDecision(kind)}
                onClear={() => setSelected(new Set())}
                busy={decision.isPending}
              />
              <ApprovalTable
                subject={subject.data}
                rows={rows}
                selected={selected}
                onSelect={(ids, on) => setSelected((current) => withRowsChosen(current, ids, on))}
                onDecide={onRowDecision}
                marks={marks}
                busy={decision.isPending}
                context={context}
              />
              <Pagination
                page={filters.page}
                pages={pages}
                onPage={(page) => change({ ...filters, page })}
                label={t('approval.pagination.label')}
                words={{ status: t('approval.pagination.status', { page: filters.page, pages }), previous: t('approval.pagination.previous'), next: t('approval.pagination.next') }}
              />
            </>
          )}
        </>
      )}
      <RefuseDialog count={refusing ? refusing.length : null} onCancel={() => setRefusing(null)} onRefuse={(reason) => decide('refuse', refusing ?? [], reason)} />
    </div>
  );
}
