import type { ReactNode } from 'react';
import { YearSelector } from '@platform/web/sdk';
import './yearly-page.css';

/** A yearly page's title row: the heading and, for private-audience users, the year selector. */
export function YearlyPageHeader({
  title,
  years,
  year,
  onYearChange,
  tone = 'light',
  children,
}: {
  title: ReactNode;
  years: readonly number[];
  year: number;
  onYearChange: (year: number) => void;
  tone?: 'light' | 'dark';
  children?: ReactNode;
}) {
  return (
    <header className={`yearly-page__header yearly-page__header--${tone}`}>
      <div className="yearly-page__title">
        <h1>{title}</h1>
        {children}
      </div>
      <YearSelector years={years} value={year} onChange={onYearChange} className="yearly-page__year" />
    </header>
  );
}
