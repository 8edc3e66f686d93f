import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button/Button';
import { useDebouncedValue } from '../../../ui/debounce/useDebouncedValue';
import { FieldError } from '../../../ui/form/FieldShell';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useUserSearch } from '../reminders-queries';
import { FIELD_IDS, type ChosenUser } from './reminder-draft';

/** How long the search waits after the last key before asking the server. */
export const USER_SEARCH_DELAY_MS = 300;

/**
 * The users a reminder names, each with a way to remove them, and a search by email or name to add more (the
 * client's users within the reader's organisations, `GET /reminders/people`). Plain buttons and lists: every step
 * works from the keyboard, and the number found is announced.
 */
export function UsersPicker({
  value,
  hidden,
  onChange,
  error,
  disabled,
}: {
  value: ChosenUser[];
  /** How many more users the reminder names, outside the reader's organisations. */
  hidden: number;
  onChange(users: ChosenUser[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), USER_SEARCH_DELAY_MS);
  const search = useUserSearch(q);
  const chosen = new Set(value.map((user) => user.id));
  const found: ChosenUser[] = q === '' ? [] : (search.data?.users ?? []);
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the search box must not send the reminder's form.
    if (event.key === 'Enter') event.preventDefault();
  };

  let status = '';
  if (text.trim() !== '' && (q !== text.trim() || search.isFetching)) status = t('reminders.users.searching');
  else if (q !== '' && search.isError) status = t('reminders.users.searchFailed');
  else if (q !== '' && search.data) status = t('reminders.users.results', { count: search.data.total });

  return (
    <fieldset className="reminders-picker" aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? true : undefined}>
      <legend className="ui-field__label">
        {t('reminders.users.title')} <span className="reminders-muted">{t('reminders.users.count', { count: value.length + hidden })}</span>
      </legend>
      <FieldError id={`${id}-error`} error={error} />
      {value.length === 0 && hidden === 0 ? (
        <p className="reminders-muted reminders-picker__none">{t('reminders.users.none')}</p>
      ) : (
        <ul className="reminders-people" aria-label={t('reminders.users.chosen')}>
          {value.map((user) => (
            <li key={user.id} className="reminders-people__item">
              <span className="reminders-people__email">{user.email}</span>
              <Button size="small" disabled={disabled} aria-label={t('reminders.users.removeOne', { email: user.email })} onClick={() => onChange(value.filter((each) => each.id !== user.id))}>
                {t('reminders.users.remove')}
              </Button>
            </li>
          ))}
          {hidden > 0 && <li className="reminders-people__item reminders-muted">{t('reminders.users.hidden', { count: hidden })}</li>}
        </ul>
      )}
      {!disabled && (
        <>
          <TextField
            id={FIELD_IDS.users}
            type="search"
            size="large"
            autoComplete="off"
            label={t('reminders.users.search')}
            hint={t('reminders.users.searchHint')}
            value={text}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={keepEnter}
          />
          <p className="reminders-picker__status" role="status">
            {status}
          </p>
          {found.length > 0 && (
            <ul className="reminders-people reminders-people--found" aria-label={t('reminders.users.found')}>
              {found.map((user) => (
                <li key={user.id} className="reminders-people__item">
                  <span className="reminders-people__email">{user.email}</span>
                  {chosen.has(user.id) ? (
                    <span className="admin-badge admin-badge--muted">{t('reminders.users.isChosen')}</span>
                  ) : (
                    <Button size="small" aria-label={t('reminders.users.addOne', { email: user.email })} onClick={() => onChange([...value, user])}>
                      {t('reminders.users.add')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
