import { useLocale, useSelectedYear, type CustomIndicatorProps } from '@platform/web/sdk';
import { GLOBAL_PRESENTATION_YEARS } from '../../../content/available-years';
import { getGlobalPresentation } from '../../../content/global-presentation';
import { ContentHtml } from '../../shared/ContentHtml';
import { DemoIcon } from '../../shared/DemoIcon';
import { YearlyPageHeader } from '../shared/YearlyPageHeader';
import './global-presentation.css';

/** global_presentation: the key figures of the year, in groups, each with icon, value and description. */
export function GlobalPresentation({ indicator }: CustomIndicatorProps) {
  const { locale } = useLocale();
  const [year, setYear] = useSelectedYear(GLOBAL_PRESENTATION_YEARS);
  const groups = getGlobalPresentation(year, locale)!;
  return (
    <div className="global-presentation">
      <YearlyPageHeader title={indicator.name[locale]} years={GLOBAL_PRESENTATION_YEARS} year={year} onYearChange={setYear}>
        <p className="global-presentation__year" aria-live="polite">
          {year}
        </p>
      </YearlyPageHeader>
      {groups.map((group, index) => (
        <section
          key={`${year}-${index}`}
          className="global-presentation__group"
          aria-labelledby={group.name ? `gp-group-${index}` : undefined}
          aria-label={group.name ? undefined : indicator.name[locale]}
        >
          {group.name && (
            <h2 id={`gp-group-${index}`} className="brand-h2-gradient">
              {group.name}
            </h2>
          )}
          <ul className="global-presentation__items">
            {group.items.map((item, itemIndex) => (
              <li key={itemIndex} className={`gp-item ${item.value === null ? 'gp-item--icon-only' : ''}`}>
                <DemoIcon name={item.icon} className="gp-item__icon" />
                {item.value !== null && <span className="gp-item__value">{item.value}</span>}
                <ContentHtml className="gp-item__description" html={item.description} />
              </li>
            ))}
          </ul>
          {group.annotation && <p className="global-presentation__annotation">{group.annotation}</p>}
        </section>
      ))}
    </div>
  );
}
