import { useId } from 'react';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';

export interface RoleOption {
  id: number;
  name: string;
  users_count?: number;
}

interface RoleChoicesProps {
  options: readonly RoleOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string;
  /** The roles could not be read: only the user's own are offered. */
  failed: boolean;
}

/** The roles a user holds: one checkbox per role, in a group named by its legend. */
export function RoleChoices({ options, value, onChange, onBlur, error, failed }: RoleChoicesProps) {
  const t = useT();
  const id = useId();
  const chosen = new Set(value);
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  const toggle = (roleId: number, on: boolean) => onChange(on ? [...value, roleId] : value.filter((each) => each !== roleId));
  return (
    <fieldset className="users-choices" aria-describedby={describedBy} data-invalid={error ? true : undefined}>
      <legend className="users-choices__legend">{t('users.field.roles')}</legend>
      <p id={`${id}-hint`} className="users-choices__hint">
        {failed ? t('users.field.roles.failed') : t('users.field.roles.hint')}
      </p>
      {options.length === 0 ? (
        <p className="users-muted">{t('users.field.roles.none')}</p>
      ) : (
        <ul className="users-choices__list">
          {options.map((role) => (
            <li key={role.id}>
              <label className="users-choice">
                <input type="checkbox" checked={chosen.has(role.id)} onChange={(event) => toggle(role.id, event.target.checked)} onBlur={onBlur} />
                {role.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
