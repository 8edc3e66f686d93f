import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../ui/button/Button';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';

/** The year after the last period, or this year when there is none. */
export const nextPeriod = (periods: readonly string[]) => String(periods.length ? Number(periods[periods.length - 1]) + 1 : new Date().getFullYear());
export const earlierPeriod = (periods: readonly string[]) => String(periods.length ? Number(periods[0]) - 1 : new Date().getFullYear() - 1);

/** The subject's periods (years), always in order; the last one is open for entry. */
export function PeriodsEditor({ periods, onChange, error }: { periods: string[]; onChange: (periods: string[]) => void; error?: string }) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const sorted = [...periods].sort();
  const add = (year: string) => onChange([...sorted, year].sort());
  // A removed year's button leaves with it: the focus goes to the year now in its place (or the first button after).
  const group = useRef<HTMLFieldSetElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const removeButtons = group.current?.querySelectorAll<HTMLButtonElement>('.subject-config__chip-remove') ?? [];
    (removeButtons[Math.min(index, removeButtons.length - 1)] ?? group.current?.querySelector<HTMLButtonElement>('.ui-button'))?.focus();
  }, [periods]);
  return (
    <fieldset ref={group} className="subject-config__group" aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend id={titleId} className="ui-field__label">
        {t('subjectConfiguration.periods')}
      </legend>
      <p id={hintId} className="ui-field__hint">
        {t('subjectConfiguration.periods.hint')}
      </p>
      {sorted.length === 0 ? (
        <p>{t('subjectConfiguration.periods.empty')}</p>
      ) : (
        <ul className="subject-config__periods" aria-labelledby={titleId}>
          {sorted.map((year, index) => (
            <li key={year} className="subject-config__period">
              <span>{year}</span>
              {index === sorted.length - 1 && <span className="subject-config__badge">{t('subjectConfiguration.periods.open')}</span>}
              <button
                type="button"
                className="subject-config__chip-remove"
                aria-label={t('subjectConfiguration.periods.remove', { year })}
                title={t('subjectConfiguration.periods.remove', { year })}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  onChange(sorted.filter((period) => period !== year));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="subject-config__buttons">
        <Button size="small" onClick={() => add(nextPeriod(sorted))}>
          {t('subjectConfiguration.periods.addNext', { year: nextPeriod(sorted) })}
        </Button>
        <Button size="small" onClick={() => add(earlierPeriod(sorted))}>
          {t('subjectConfiguration.periods.addEarlier', { year: earlierPeriod(sorted) })}
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
