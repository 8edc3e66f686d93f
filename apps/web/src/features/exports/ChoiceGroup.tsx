import { useId } from 'react';
import { Button } from '../../ui/button/Button';
import { FieldError } from '../../ui/form/FieldShell';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (the organisations of one tag dimension). */
export interface ChoiceSection {
  label?: string;
  options: readonly ChoiceOption[];
}

interface ChoiceGroupProps {
  /** The fieldset's id: the error summary moves the focus here. */
  id: string;
  legend: string;
  sections: readonly ChoiceSection[];
  value: readonly string[];
  onChange(values: string[]): void;
  error?: string;
  /** Chosen values the server refused, marked where they are listed. */
  flagged?: readonly string[];
  loading?: boolean;
  failed?: boolean;
}

/**
 * A list of checkboxes where choosing none means every one (the export's rule), with how many are chosen and
 * a way to clear them; long lists scroll inside their box.
 */
export function ChoiceGroup({ id, legend, sections, value, onChange, error, flagged = [], loading = false, failed = false }: ChoiceGroupProps) {
  const t = useT();
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(value);
  const refused = new Set(flagged);
  const count = sections.reduce((total, section) => total + section.options.filter((option) => chosen.has(option.value)).length, 0);
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((each) => each !== option));
  const empty = sections.every((section) => section.options.length === 0);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={error ? 'export-choices export-choices--invalid' : 'export-choices'}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="export-choices__legend">
        {legend} <span className="export-choices__count">{t('exports.field.chosen', { count })}</span>
      </legend>
      <div className="export-choices__head">
        <p id={hintId} className="export-choices__hint">
          {t('exports.field.allHint')}
        </p>
        {count > 0 && (
          <Button size="small" aria-label={t('exports.field.clearOne', { group: legend })} onClick={() => onChange([])}>
            {t('exports.field.clear')}
          </Button>
        )}
      </div>
      {loading ? (
        <Loader type="small" label={t('exports.field.loading')} />
      ) : failed ? (
        <p role="alert" className="export-choices__failed">
          {t('exports.field.failed')}
        </p>
      ) : empty ? (
        <p className="exports-muted">{t('exports.field.none')}</p>
      ) : (
        <div className="export-choices__list">
          {sections.map((section, index) => (
            <div key={section.label ?? index} className="export-choices__section">
              {section.label && <p className="export-choices__section-label">{section.label}</p>}
              <ul>
                {section.options.map((option) => (
                  <li key={option.value}>
                    <label className={refused.has(option.value) ? 'export-choice export-choice--refused' : 'export-choice'}>
                      <input type="checkbox" checked={chosen.has(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
                      <span>{option.label}</span>
                      {refused.has(option.value) && <span className="export-choice__refused">{t('exports.field.notAvailable')}</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** One of a few options as radio buttons, each with an optional line of help. */
export function RadioChoice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string; hint?: string }[];
  value: V;
  onChange(value: V): void;
}) {
  return (
    <fieldset className="export-radios">
      <legend className="export-choices__legend">{legend}</legend>
      <div className="export-radios__options">
        {options.map((option) => (
          <label key={option.value} className="export-radio">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>
              <span className="export-radio__label">{option.label}</span>
              {option.hint && <span className="export-radio__hint">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
