import { SEARCH_DEBOUNCE_MS } from '@platform/shared/http/timings';
import { audienceSchema, type Audience } from '@platform/shared/profile/profile.schemas';
import { userStatusSchema, type UserStatus } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { useSettledSearch } from '../../../ui/debounce/useSettledSearch';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useRoleOptions, useTags } from '../users-queries';
import { isFiltered, type UserFilterChange, type UserFilters } from './use-user-filters';

/** Indents a tag under its parents in a native select, which has no tree of its own. */
const indented = (depth: number, name: string) => `${'\u00a0\u00a0\u00a0'.repeat(depth)}${name}`;

/** Search (sent 500 ms after the last key, spec §9), role, status, audience and organisation. */
export function UserFiltersBar({ filters, onChange }: { filters: UserFilters; onChange: (change: UserFilterChange) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const roles = useRoleOptions();
  const tags = useTags();
  const [search, setSearch] = useSettledSearch(filters.q, (q) => onChange({ q }), SEARCH_DEBOUNCE_MS);

  return (
    <div className="users-filters" role="search" aria-label={t('users.list.filters')}>
      <TextField
        type="search"
        size="full"
        className="users-filters__search"
        label={t('users.list.search')}
        placeholder={t('users.list.searchHint')}
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        size="full"
        label={t('users.list.role')}
        value={filters.roleId === undefined ? '' : String(filters.roleId)}
        onChange={(event) => onChange({ roleId: event.target.value ? Number(event.target.value) : undefined })}
        options={[{ value: '', label: t('users.list.allRoles') }, ...(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))]}
      />
      <Select
        size="full"
        label={t('users.list.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as UserStatus | undefined })}
        options={[{ value: '', label: t('users.list.allStatuses') }, ...userStatusSchema.options.map((status) => ({ value: status, label: t(`users.status.${status}`) }))]}
      />
      <Select
        size="full"
        label={t('users.list.audience')}
        value={filters.audience ?? ''}
        onChange={(event) => onChange({ audience: (event.target.value || undefined) as Audience | undefined })}
        options={[{ value: '', label: t('users.list.allAudiences') }, ...audienceSchema.options.map((audience) => ({ value: audience, label: t(`users.audience.${audience}`) }))]}
      />
      <Select
        size="full"
        label={t('users.list.organisation')}
        value={filters.organisation ?? ''}
        onChange={(event) => onChange({ organisation: event.target.value || undefined })}
        options={[
          { value: '', label: t('users.list.allOrganisations') },
          // The dimension roots stand for "every organisation": the first option says that already.
          ...(tags.data ?? []).filter((tag) => tag.depth > 0).map((tag) => ({ value: tag.key, label: indented(tag.depth - 1, tag.name[locale]) })),
        ]}
      />
      {isFiltered(filters) && (
        <Button
          size="small"
          className="users-filters__clear"
          onClick={() => {
            setSearch('');
            onChange({ q: '', roleId: undefined, status: undefined, audience: undefined, organisation: undefined });
          }}
        >
          {t('users.list.clearFilters')}
        </Button>
      )}
    </div>
  );
}
