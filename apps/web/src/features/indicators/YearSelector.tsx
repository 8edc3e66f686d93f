import { useId } from 'react';
import { useT } from '../../ui/i18n/useT';
import { useCanChooseYear } from './use-selected-year';
import './year-selector.css';

/**
 * The single-choice, not clearable year dropdown of the yearly pages. It
 * renders nothing for visitors and public-audience users.
 */
export function YearSelector({
  years,
  value,
  onChange,
  className,
}: {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  if (!useCanChooseYear()) return null;
  return (
    <div className={`year-selector ${className ?? ''}`}>
      <label htmlFor={id}>{t('indicators.year')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {[...years]
          .sort((a, b) => b - a)
          .map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
      </select>
    </div>
  );
}
