import { useId, useState } from 'react';
import { FieldError } from '../../../ui/form/FieldShell';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';

export interface PickableUser {
  id: number;
  email: string;
}

/** The subject's contributors, ticked in the list of users who may be made contributors, searchable by email. */
export function ContributorsPicker({
  users,
  selected,
  onChange,
  error,
  unavailable,
}: {
  users: readonly PickableUser[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** The list of users could not be loaded: only the current contributors are listed. */
  unavailable: boolean;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const titleId = useId();
  const countId = useId();
  const errorId = useId();
  const query = search.trim().toLowerCase();
  const shown = users.filter((user) => user.email.toLowerCase().includes(query));
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id].sort((a, b) => a - b) : selected.filter((selectedId) => selectedId !== id));

  return (
    <fieldset className="subject-config__group" aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}>
      {/* The section's heading says it already; the legend names the group for screen readers. */}
      <legend id={titleId} className="visually-hidden">
        {t('subjectConfiguration.contributors')}
      </legend>
      <p className="ui-field__hint">{t('subjectConfiguration.contributors.hint')}</p>
      {unavailable && <p className="subject-config__warning">{t('subjectConfiguration.contributors.unavailable')}</p>}
      <TextField type="search" size="medium" label={t('subjectConfiguration.contributors.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
      <p id={countId} className="subject-config__count" aria-live="polite">
        {t('subjectConfiguration.contributors.selected', { count: selected.length })}
      </p>
      {users.length === 0 ? (
        <p>{t('subjectConfiguration.contributors.none')}</p>
      ) : shown.length === 0 ? (
        <p>{t('subjectConfiguration.contributors.noMatch', { search })}</p>
      ) : (
        <ul className="subject-config__users" aria-labelledby={titleId}>
          {shown.map((user) => (
            <li key={user.id}>
              <label className="subject-config__user">
                <input type="checkbox" checked={selected.includes(user.id)} onChange={(event) => toggle(user.id, event.target.checked)} />
                <span>{user.email}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
