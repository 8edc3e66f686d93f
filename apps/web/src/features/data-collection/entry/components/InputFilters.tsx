import { INPUT_STATES, type InputState } from '@platform/shared/data-collection/input-states';
import { Select } from '../../../../ui/form/Select';
import { TextField } from '../../../../ui/form/TextField';
import { useT } from '../../../../ui/i18n/useT';

export interface InputFilterValues {
  period: string;
  state: InputState | '';
  q: string;
}

/** The inputs list's filters: period, state and a search over tags and values. */
export function InputFilters({ periods, value, onChange }: { periods: readonly string[]; value: InputFilterValues; onChange(next: Partial<InputFilterValues>): void }) {
  const t = useT();
  return (
    <div className="input-filters" role="search" aria-label={t('dataEntry.filters.label')}>
      <Select
        label={t('dataEntry.filters.period')}
        size="full"
        value={value.period}
        onChange={(event) => onChange({ period: event.target.value })}
        options={[{ value: '', label: t('dataEntry.filters.allPeriods') }, ...[...periods].reverse().map((period) => ({ value: period, label: period }))]}
      />
      <Select
        label={t('dataEntry.filters.state')}
        size="full"
        value={value.state}
        onChange={(event) => onChange({ state: event.target.value as InputState | '' })}
        options={[{ value: '', label: t('dataEntry.filters.allStates') }, ...INPUT_STATES.map((state) => ({ value: state, label: t(`dataEntry.state.${state}`) }))]}
      />
      <TextField
        type="search"
        label={t('dataEntry.filters.search')}
        size="full"
        className="input-filters__search"
        value={value.q}
        onChange={(event) => onChange({ q: event.target.value })}
        placeholder={t('dataEntry.filters.searchPlaceholder')}
      />
    </div>
  );
}
