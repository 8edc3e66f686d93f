import { useMemo } from 'react';
import { useIndicators, useLocale, useSelectedYear, type CustomIndicatorProps } from '@platform/web/sdk';
import { ECONOMY_HIGHLIGHTS_YEARS } from '../../../content/available-years';
import { getEconomyHighlights, type EconomySlideKey } from '../../../content/economy-highlights';
import { HighlightSlide } from '../shared/HighlightSlide';
import { indicatorPath } from '../shared/indicator-links';
import { HighlightsSlidesPage } from '../shared/HighlightsSlidesPage';

/** The indicator each economy slide's link opens. */
const SLIDE_INDICATORS: Record<EconomySlideKey, string> = {
  production: 'production_aluminium_multi',
  exports: 'multi_exportations',
  expenditures: 'depenses_exploitation_totales',
};

/** highlights_economy: three slides (production, exports, operating expenditures in Quebec). */
export function HighlightsEconomy({ indicator }: CustomIndicatorProps) {
  const { locale } = useLocale();
  const indicators = useIndicators();
  const [year, setYear] = useSelectedYear(ECONOMY_HIGHLIGHTS_YEARS);
  const slides = useMemo(
    () =>
      getEconomyHighlights(year, locale)!.map((slide) => ({
        key: slide.key,
        label: slide.title,
        content: (
          <HighlightSlide
            theme="economy"
            title={slide.title}
            data={slide.data}
            text={slide.text}
            indicatorPath={indicatorPath(indicators, SLIDE_INDICATORS[slide.key])}
          />
        ),
      })),
    [year, locale, indicators],
  );
  return (
    <HighlightsSlidesPage
      theme="economy"
      title={indicator.name[locale]}
      years={ECONOMY_HIGHLIGHTS_YEARS}
      year={year}
      onYearChange={setYear}
      slides={slides}
    />
  );
}
