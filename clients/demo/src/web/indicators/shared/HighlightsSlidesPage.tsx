import { SlidePresenter, type PresenterSlide } from '@platform/web/sdk/slides';
import { useLocale } from '@platform/web/sdk';
import { illustrativeNotice, illustrativeNoticeShort } from '../../../content/illustrative-notice';
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
        {/*
          The footer, which carries this notice elsewhere, is hidden while the slides are shown. On a
          phone every line above the slides costs the slides room, so there it is a short line that
          opens onto the full notice (the two never show together: CSS picks one per breakpoint).
        */}
        <p className="yearly-page__notice yearly-page__notice--full">{illustrativeNotice[locale]}</p>
        <details className="yearly-page__notice yearly-page__notice--short">
          <summary>{illustrativeNoticeShort[locale]}</summary>
          <p>{illustrativeNotice[locale]}</p>
        </details>
      </YearlyPageHeader>
      <SlidePresenter slides={slides} label={title} />
    </div>
  );
}
