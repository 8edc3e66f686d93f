import { Link, useParams } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useSubject } from '../data-collection-queries';
import './entry.css';

/** /admin/subjects/:key/inputs/new: one input in a form, or many at once in the grid. */
export function NewInputChooserPage() {
  const { key = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const subject = useSubject(key);
  if (subject.isPending) return <Loader type="medium" />;
  if (subject.isError) return null;
  const base = `/admin/subjects/${key}/inputs/new`;
  const leaves = subject.data.tag_dimensions[0]?.leaves.length ?? 0;
  return (
    <div className="entry-page">
      <nav className="entry-breadcrumb" aria-label={t('dataEntry.breadcrumb')}>
        <Link to="/admin/subjects">{t('dataEntry.subjects.title')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/admin/subjects/${key}`}>{subject.data.name[locale]}</Link>
      </nav>
      <h1>{t('dataEntry.chooser.title')}</h1>
      <ul className="entry-choices">
        <li>
          <Link to={`${base}/single`} className="entry-choice">
            <span className="entry-choice__title">{t('dataEntry.chooser.single')}</span>
            <span className="entry-choice__text">{t('dataEntry.chooser.singleText')}</span>
          </Link>
        </li>
        <li>
          <Link to={`${base}/grid`} className="entry-choice">
            <span className="entry-choice__title">{t('dataEntry.chooser.grid')}</span>
            <span className="entry-choice__text">{t('dataEntry.chooser.gridText', { count: leaves })}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
