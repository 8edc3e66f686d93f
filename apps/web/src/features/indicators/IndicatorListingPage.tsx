import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { Link } from '../../app/navigation/Link';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { IndicatorBreadcrumbs } from './IndicatorBreadcrumbs';
import { indicatorTree } from './indicator-tree';
import { usePlaceName } from './use-place-name';
import './indicator-listing.css';

/**
 * A section's or subsection's page (and /indicators): the indicators under it, grouped by subsection, each
 * name linking to its page. It reads the indicator list every page is given, so it asks the server nothing.
 */
export function IndicatorListingPage({
  section,
  subsection,
  indicators,
}: {
  section: string | null;
  subsection: string | null;
  indicators: readonly IndicatorListItem[];
}) {
  const t = useT();
  const { locale } = useLocale();
  const placeName = usePlaceName();
  const title = section ? placeName(section, subsection) : t('indicatorPage.indicators');
  const tree = indicatorTree(indicators);
  const crumbSection = subsection ? section : null;
  return (
    <article className="indicator-listing">
      {section && <IndicatorBreadcrumbs section={crumbSection} subsection={null} current={title} />}
      <h1>{title}</h1>
      {tree.map((sectionGroup) => (
        <div key={sectionGroup.section} className="indicator-listing__section">
          {!section && (
            <h2>
              <Link to={sectionGroup.path}>{placeName(sectionGroup.section)}</Link>
            </h2>
          )}
          {sectionGroup.subsections.map((group) => {
            const Heading = section ? 'h2' : 'h3';
            return (
              <div key={group.subsection} className="indicator-listing__group">
                {!subsection && (
                  <Heading>
                    <Link to={group.path}>{placeName(sectionGroup.section, group.subsection)}</Link>
                  </Heading>
                )}
                <ul>
                  {group.indicators.map((indicator) => (
                    <li key={indicator.key}>
                      <Link to={indicator.path}>{indicator.name[locale]}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </article>
  );
}
