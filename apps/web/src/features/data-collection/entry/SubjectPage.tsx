import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { INPUT_LIST_DEBOUNCE_MS, INPUT_PAGE_SIZE, INPUT_STATES, type InputState } from '@platform/shared/data-collection/input-states';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/NoticeProvider';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';
import { DeleteResults, deleteFailureKey } from './components/DeleteResults';
import { InputFilters, type InputFilterValues } from './components/InputFilters';
import { InputsTable } from './components/InputsTable';
import { Pager } from './components/Pager';
import { SubjectActions } from './components/SubjectActions';
import { useDebouncedValue } from '../../../ui/debounce/useDebouncedValue';
import { useSubject } from '../data-collection-queries';
import { useDeleteInputs, type DeleteOutcome } from './hooks/useDeleteInputs';
import { tagNames } from './tag-names';
import './entry.css';

const isState = (value: string | null): value is InputState => (INPUT_STATES as readonly (string | null)[]).includes(value);

/** /admin/subjects/:key: the subject's inputs (filters, search, pages, counts), what may be done with them, and the ways to enter more. */
export function SubjectPage() {
  const { key = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const subject = useSubject(key);
  const [params, setParams] = useSearchParams();
  const filters: InputFilterValues = { period: params.get('period') ?? '', state: isState(params.get('state')) ? (params.get('state') as InputState) : '', q: params.get('q') ?? '' };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useDebouncedValue(filters.q.trim(), INPUT_LIST_DEBOUNCE_MS);
  const query = { period: filters.period || undefined, state: filters.state || undefined, q: q || undefined, page };
  const inputs = useQuery({
    queryKey: [...dataCollectionKeys.inputs(key), query],
    queryFn: () => dataCollectionApi.inputs(key, query),
    placeholderData: keepPreviousData,
  });
  const remove = useDeleteInputs(key);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcomes, setOutcomes] = useState<DeleteOutcome[] | null>(null);
  // Names of the inputs a bulk delete acted on, kept for its report once they have left the list.
  const names = useRef(new Map<number, string>());

  const setFilters = (next: Partial<InputFilterValues & { page: number }>) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === '' || value === undefined || (name === 'page' && value === 1)) updated.delete(name);
          else updated.set(name, String(value));
        }
        // Another filter shows another list: back to its first page.
        if (!('page' in next)) updated.delete('page');
        return updated;
      },
      { replace: true },
    );
    if (!('page' in next)) setSelected(new Set());
  };

  if (subject.isPending) return <Loader type="medium" />;
  if (subject.isError) return null;
  const data = subject.data;
  const nameOf = (input: Input) => t('dataEntry.inputs.inputName', { tags: tagNames(data, input.tags, locale), period: input.period });

  const deleteInputs = async (list: readonly Input[]) => {
    for (const input of list) names.current.set(input.id, nameOf(input));
    const results = await remove.mutateAsync(list.map((input) => input.id));
    setSelected((current) => new Set([...current].filter((id) => !results.some((result) => result.id === id && 'deleted' in result))));
    return results;
  };

  const deleteOne = async (input: Input) => {
    const [result] = await deleteInputs([input]);
    if (result && 'code' in result) notify({ level: 'error', title: t('dataEntry.delete.failedOne', { name: nameOf(input) }), message: t(deleteFailureKey(result.code)) });
    else notify({ level: 'success', message: t('dataEntry.delete.doneOne', { name: nameOf(input) }) });
  };

  const list = inputs.data;
  const selectedInputs = (list?.inputs ?? []).filter((input) => selected.has(input.id));
  const pages = list ? Math.max(1, Math.ceil(list.total / INPUT_PAGE_SIZE)) : 1;

  return (
    <div className="entry-page">
      <nav className="entry-breadcrumb" aria-label={t('dataEntry.breadcrumb')}>
        <Link to="/admin/subjects">{t('dataEntry.subjects.title')}</Link>
        <span aria-hidden="true"> / </span>
        <span>{data.section.name[locale]}</span>
      </nav>
      <h1>{data.name[locale]}</h1>
      <SubjectActions subject={data} filters={{ period: query.period, state: query.state }} />
      <InputFilters periods={data.periods} value={filters} onChange={setFilters} />
      {outcomes && <DeleteResults outcomes={outcomes} nameOf={(id) => names.current.get(id) ?? `#${id}`} onDismiss={() => setOutcomes(null)} />}
      <div className="inputs-toolbar">
        <p className="inputs-toolbar__counts" aria-live="polite">
          {list ? t('dataEntry.inputs.counts', { total: list.total, refused: list.refused }) : ' '}
          {inputs.isFetching && <Loader type="inline" />}
        </p>
        {selectedInputs.length > 0 && (
          <ConfirmButton
            size="small"
            variant="danger"
            confirm={{ title: t('dataEntry.delete.title'), message: t('dataEntry.delete.many', { count: selectedInputs.length }), confirmLabel: t('common.delete'), danger: true }}
            onConfirm={async () => setOutcomes(await deleteInputs(selectedInputs))}
          >
            {t('dataEntry.delete.selected', { count: selectedInputs.length })}
          </ConfirmButton>
        )}
      </div>
      {!list ? (
        inputs.isPending ? <Loader type="medium" /> : null
      ) : list.inputs.length === 0 ? (
        <p className="entry-empty">{filters.period || filters.state || q ? t('dataEntry.inputs.noMatch') : t('dataEntry.inputs.none')}</p>
      ) : (
        <InputsTable
          subject={data}
          inputs={list.inputs}
          selected={selected}
          onSelect={(ids, checked) =>
            setSelected((current) => {
              const next = new Set(current);
              for (const id of ids) {
                if (checked) next.add(id);
                else next.delete(id);
              }
              return next;
            })
          }
          onDelete={deleteOne}
        />
      )}
      <Pager page={page} pages={pages} onPage={(next) => setFilters({ page: next })} />
    </div>
  );
}
