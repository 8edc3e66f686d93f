import { Link } from '../../app/navigation/Link';
import { useT } from '../../ui/i18n/useT';
import { sectionPath, subsectionPath } from './indicator-tree';
import { usePlaceName } from './use-place-name';
import './indicator-breadcrumbs.css';

/** Where an indicator page or a section page sits: Indicators › section › subsection › the page itself. */
export function IndicatorBreadcrumbs({ section, subsection, current }: { section: string | null; subsection: string | null; current: string }) {
  const t = useT();
  const placeName = usePlaceName();
  const trail = [{ label: t('indicatorPage.indicators'), path: '/indicators' }];
  if (section) trail.push({ label: placeName(section), path: sectionPath(section) });
  if (section && subsection) trail.push({ label: placeName(section, subsection), path: subsectionPath(section, subsection) });
  return (
    <nav className="indicator-breadcrumbs" aria-label={t('indicatorPage.breadcrumbs')}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
