import { useMemo } from 'react';
import { useIndicators, useLocale, useSelectedYear, type CustomIndicatorProps } from '@platform/web/sdk';
import { SOCIAL_HIGHLIGHTS_YEARS } from '../../../content/available-years';
import { getSocialHighlights, type SocialSlideKey } from '../../../content/social-highlights';
import { HighlightSlide } from '../shared/HighlightSlide';
import { indicatorPath } from '../shared/indicator-links';
import { HighlightsSlidesPage } from '../shared/HighlightsSlidesPage';

/** The indicator each social slide's link opens; payroll has none. */
const SLIDE_INDICATORS: Record<SocialSlideKey, string | null> = {
  employees: 'autre_nombre_employes',
  formation: 'formation_heures',
  community: 'donations_investissements_communautaires',
  salary: null,
};

/**
 * highlights_social: employees, training, community donations and payroll.
 * The list is rebuilt for each year and drops the slides without text that
 * year (2021 has no training slide; 2018–2020 no payroll slide).
 */
export function HighlightsSocial({ indicator }: CustomIndicatorProps) {
  const { locale } = useLocale();
  const indicators = useIndicators();
  const [year, setYear] = useSelectedYear(SOCIAL_HIGHLIGHTS_YEARS);
  const slides = useMemo(
    () =>
      getSocialHighlights(year, locale)!.flatMap((slide) => {
        if (slide.text === null) return [];
        const target = SLIDE_INDICATORS[slide.key];
        return [
          {
            key: slide.key,
            label: slide.title,
            content: (
              <HighlightSlide
                theme="social"
                title={slide.title}
                data={slide.key === 'salary' ? null : slide.data}
                text={slide.text}
                indicatorPath={target ? indicatorPath(indicators, target) : null}
              />
            ),
          },
        ];
      }),
    [year, locale, indicators],
  );
  return (
    <HighlightsSlidesPage
      theme="social"
      title={indicator.name[locale]}
      years={SOCIAL_HIGHLIGHTS_YEARS}
      year={year}
      onYearChange={setYear}
      slides={slides}
    />
  );
}
