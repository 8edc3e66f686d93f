import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button/Button';
import { useDebouncedValue } from '../../ui/debounce/useDebouncedValue';
import { FieldError } from '../../ui/form/FieldShell';
import { TextField } from '../../ui/form/TextField';
import { useT } from '../../ui/i18n/useT';
import { fullName, withMember, withoutMember, type RoleMember } from './role-form-values';
import { useUserSearch } from './roles-queries';

/** How long the search waits after the last key before asking the server. */
export const MEMBER_SEARCH_DELAY_MS = 300;

/**
 * The role's members, each with a way to remove them, and a search over the client's users (GET /users, by
 * email or name) to add more. Plain buttons and lists: every step works from the keyboard, and the number of
 * users found is announced.
 */
export function MembersChooser({ value, onChange, error, disabled }: { value: RoleMember[]; onChange(members: RoleMember[]): void; error?: string; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), MEMBER_SEARCH_DELAY_MS);
  const search = useUserSearch(q);
  const memberIds = new Set(value.map((member) => member.id));
  const found = q === '' ? [] : (search.data?.users ?? []);
  // Enter in the search box must not send the role's form.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  let status = '';
  if (text.trim() !== '' && (q !== text.trim() || search.isFetching)) status = t('roles.members.searching');
  else if (q !== '' && search.isError) status = t('roles.members.searchFailed');
  else if (q !== '' && search.data) status = t('roles.members.results', { count: search.data.total });

  return (
    <section className="roles__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="roles__panel-title">
        {t('roles.members.title')} <span className="roles__panel-count">{t('roles.members.count', { count: value.length })}</span>
      </h2>
      <FieldError id={`${id}-error`} error={error} />
      {value.length === 0 ? (
        <p className="roles__muted">{t('roles.members.none')}</p>
      ) : (
        <ul className="roles__people" aria-label={t('roles.members.listLabel')} aria-describedby={error ? `${id}-error` : undefined}>
          {value.map((member) => (
            <li key={member.id} className="roles__person">
              <Person person={member} archivedLabel={member.archived ? t('roles.members.archived') : undefined} />
              <Button size="small" disabled={disabled} aria-label={t('roles.members.removeOne', { who: member.email })} onClick={() => onChange(withoutMember(value, member.id))}>
                {t('roles.members.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="roles__search">
        <TextField
          type="search"
          autoComplete="off"
          label={t('roles.members.search')}
          hint={t('roles.members.searchHint')}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keepEnter}
        />
      </div>
      <p className="roles__status" role="status">
        {status}
      </p>
      {found.length > 0 && (
        <ul className="roles__people roles__people--found" aria-label={t('roles.members.resultsLabel')}>
          {found.map((user) => {
            const candidate: RoleMember = { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name, archived: user.archived_at !== null };
            return (
              <li key={user.id} className="roles__person">
                <Person person={candidate} />
                {memberIds.has(user.id) ? (
                  <span className="roles__tag">{t('roles.members.isMember')}</span>
                ) : (
                  <Button size="small" disabled={disabled} aria-label={t('roles.members.addOne', { who: user.email })} onClick={() => onChange(withMember(value, candidate))}>
                    {t('roles.members.add')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Person({ person, archivedLabel }: { person: RoleMember; archivedLabel?: string }) {
  const name = fullName(person);
  return (
    <span className="roles__person-text">
      <span className="roles__email">{person.email}</span>
      {name !== '' && <span className="roles__name">{name}</span>}
      {archivedLabel && <span className="roles__tag">{archivedLabel}</span>}
    </span>
  );
}
