import { INPUT_LIST_DEBOUNCE_MS, type InputState } from '@platform/shared/data-collection/input-states';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import type { ApprovalFilters } from './approval-queries';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';

/** States an input can await a decision in: pre-approval and final approval only differ on two-level subjects. */
const AWAITING_STATES: readonly InputState[] = ['submitted', 'preapproved'];

export interface ApprovalFiltersBarProps {
  subject: Pick<Subject, 'periods' | 'approval_levels'>;
  /** The caller passes judgement at both levels, so the list mixes submitted and pre-approved inputs. */
  decidesBothLevels: boolean;
  filters: ApprovalFilters;
  onChange: (change: Partial<Omit<ApprovalFilters, 'page'>>) => void;
}

/** Period, state and a search sent 500 ms after the last key (spec §9). */
export function ApprovalFiltersBar({ subject, decidesBothLevels, filters, onChange }: ApprovalFiltersBarProps) {
  const t = useT();
  const [search, setSearch] = useSettledSearch(filters.q ?? '', (q) => onChange({ q }), INPUT_LIST_DEBOUNCE_MS);

  return (
    <div className="approval-filters" role="search" aria-label={t('approval.filters')}>
      <Select
        size="medium"
        label={t('approval.filter.period')}
        value={filters.period ?? ''}
        onChange={(event) => onChange({ period: event.target.value || undefined })}
        options={[{ value: '', label: t('approval.filter.allPeriods') }, ...[...subject.periods].reverse().map((period) => ({ value: period, label: period }))]}
      />
      {subject.approval_levels === 2 && decidesBothLevels && (
        <Select
          size="medium"
          label={t('approval.filter.state')}
          value={filters.state ?? ''}
          onChange={(event) => onChange({ state: (event.target.value || undefined) as InputState | undefined })}
          options={[{ value: '', label: t('approval.filter.allStates') }, ...AWAITING_STATES.map((state) => ({ value: state, label: t(`approval.state.${state}`) }))]}
        />
      )}
      <TextField
        type="search"
        size="medium"
        className="approval-filters__search"
        label={t('approval.filter.search')}
        placeholder={t('approval.filter.searchHint')}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
    </div>
  );
}
