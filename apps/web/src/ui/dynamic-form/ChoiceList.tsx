import type { FieldChoice } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';

export interface ChoiceListProps {
  /** The first control's id; the others follow it. */
  id: string;
  type: 'radio' | 'checkbox';
  choices: readonly FieldChoice[];
  locale: Locale;
  /** The chosen keys. */
  selected: readonly string[];
  onToggle(key: string, checked: boolean): void;
  disabled: boolean;
  required?: boolean;
  invalid: boolean;
  /** A bordered, scrolling box for long lists (multidropdown). */
  boxed?: boolean;
}

/** Radio buttons or checkboxes, one per choice, in the order given; the fieldset around them names the group. */
export function ChoiceList({ id, type, choices, locale, selected, onToggle, disabled, required, invalid, boxed }: ChoiceListProps) {
  return (
    <div className={['dyn-choices', boxed && 'dyn-choices--boxed'].filter(Boolean).join(' ')}>
      {choices.map((choice, index) => {
        const controlId = index === 0 ? id : `${id}-${choice.key}`;
        return (
          <div key={choice.key} className="dyn-choice">
            <input
              id={controlId}
              type={type}
              name={id}
              value={choice.key}
              checked={selected.includes(choice.key)}
              onChange={(event) => onToggle(choice.key, event.target.checked)}
              disabled={disabled}
              required={type === 'radio' ? required : undefined}
              aria-invalid={invalid || undefined}
              className="dyn-choice__input"
            />
            <label htmlFor={controlId} className="dyn-choice__label">
              {choice.name[locale]}
            </label>
          </div>
        );
      })}
    </div>
  );
}
