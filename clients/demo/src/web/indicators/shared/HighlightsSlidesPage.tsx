import { SlidePresenter, type PresenterSlide } from '@platform/web/sdk/slides';
import { useLocale } from '@platform/web/sdk';
import { illustrativeNotice } from '../../../content/illustrative-notice';
import { YearlyPageHeader } from './YearlyPageHeader';
import './highlights-page.css';

/** The frame of the economy and social pages: title, year selector and notice above the slides. */
export function HighlightsSlidesPage({
  theme,
  title,
  years,
  year,
  onYearChange,
  slides,
}: {
  theme: 'economy' | 'social';
  title: string;
  years: readonly number[];
  year: number;
  onYearChange: (year: number) => void;
  slides: PresenterSlide[];
}) {
  const { locale } = useLocale();
  return (
    <div className={`highlights-page highlights-page--${theme}`}>
      <YearlyPageHeader title={title} years={years} year={year} onYearChange={onYearChange}>
        {/* The footer, which carries this notice elsewhere, is hidden while the slides are shown. */}
        <p className="yearly-page__notice">{illustrativeNotice[locale]}</p>
      </YearlyPageHeader>
      <SlidePresenter slides={slides} label={title} />
    </div>
  );
}
