import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { QUESTIONNAIRE_STATES, type QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import { useClient } from '../../../app/session/page-data';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';
import { Select, type SelectOption } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { periodChoices } from './period-choices';
import type { ListFilters } from './use-list-filters';

export interface ListFiltersBarProps {
  filters: ListFilters;
  onChange(change: Partial<Omit<ListFilters, 'page'>>): void;
  /** The templates to filter by (managers); no template filter without them. */
  templates?: readonly SelectOption[];
}

/** A list's filters: state, period, template (when offered) and a search sent once typing stops. */
export function ListFiltersBar({ filters, onChange, templates }: ListFiltersBarProps) {
  const t = useT();
  const client = useClient();
  const [search, setSearch] = useSettledSearch(filters.q ?? '', (q) => onChange({ q: q || undefined }), SEARCH_DEBOUNCE_MS);
  return (
    <div className="qn-filters" role="search" aria-label={t('questionnaires.filters.label')}>
      <TextField
        type="search"
        size="medium"
        className="qn-filters__search"
        label={t('questionnaires.filters.search')}
        hint={t('questionnaires.filters.searchHint')}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        size="medium"
        label={t('questionnaires.filters.state')}
        value={filters.state ?? ''}
        onChange={(event) => onChange({ state: (event.target.value || undefined) as QuestionnaireState | undefined })}
        options={[{ value: '', label: t('questionnaires.filters.anyState') }, ...QUESTIONNAIRE_STATES.map((state) => ({ value: state, label: t(`questionnaires.state.${state}`) }))]}
      />
      <Select
        size="small"
        label={t('questionnaires.filters.period')}
        value={filters.period ?? ''}
        onChange={(event) => onChange({ period: event.target.value || undefined })}
        options={[
          { value: '', label: t('questionnaires.filters.anyPeriod') },
          ...periodChoices(client.settings.dates.beginning_of_time).map((period) => ({ value: period, label: period })),
        ]}
      />
      {templates && (
        <Select
          size="medium"
          label={t('questionnaires.filters.template')}
          value={filters.template_id ? String(filters.template_id) : ''}
          onChange={(event) => onChange({ template_id: Number(event.target.value) || undefined })}
          options={[{ value: '', label: t('questionnaires.filters.anyTemplate') }, ...templates]}
        />
      )}
    </div>
  );
}
