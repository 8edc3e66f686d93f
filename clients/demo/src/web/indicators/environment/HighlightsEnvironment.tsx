import { Link, useIndicators, useLocale, useSelectedYear, useT, type CustomIndicatorProps } from '@platform/web/sdk';
import { ENVIRONMENT_HIGHLIGHTS_YEARS } from '../../../content/available-years';
import { getEnvironmentHighlights, type EnvironmentHighlightKey } from '../../../content/environment-highlights';
import { ContentHtml } from '../../shared/ContentHtml';
import { ResponsivePhoto } from '../../shared/ResponsivePhoto';
import { indicatorPath } from '../shared/indicator-links';
import { YearlyPageHeader } from '../shared/YearlyPageHeader';
import './highlights-environment.css';

/** Each box's photograph and the indicator its link opens. */
const BOXES: Record<EnvironmentHighlightKey, { photo: string; indicator: string }> = {
  ghg: { photo: 'env-ghg', indicator: 'emissions_ges' },
  energy: { photo: 'env-energy', indicator: 'energie_consommation_totales' },
  pah: { photo: 'env-pah', indicator: 'hap' },
};

/** highlights_environment: a title and three boxes (GHG, energy, PAH) over photographs with a blue overlay. */
export function HighlightsEnvironment(_props: CustomIndicatorProps) {
  const t = useT();
  const { locale } = useLocale();
  const indicators = useIndicators();
  const [year, setYear] = useSelectedYear(ENVIRONMENT_HIGHLIGHTS_YEARS);
  const content = getEnvironmentHighlights(year, locale)!;
  return (
    <div className="highlights-environment">
      <YearlyPageHeader title={content.title} years={ENVIRONMENT_HIGHLIGHTS_YEARS} year={year} onYearChange={setYear} />
      <ul className="highlights-environment__boxes">
        {content.highlights.map((highlight, index) => {
          const box = BOXES[highlight.key];
          const path = indicatorPath(indicators, box.indicator);
          return (
            <li key={highlight.key} className="env-box" data-highlight={highlight.key}>
              <ResponsivePhoto
                name={box.photo}
                className="env-box__photo"
                sizes="(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw"
                priority={index === 0}
              />
              <div className="env-box__body">
                <h2 className="env-box__title">{highlight.title}</h2>
                <ContentHtml as="p" className="env-box__content" html={highlight.content} />
                {path && (
                  <Link className="env-box__link" to={path}>
                    {t('indicators.seeIndicator')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
