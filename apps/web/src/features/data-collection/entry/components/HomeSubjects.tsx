import { Link } from 'react-router';
import { useT } from '../../../../ui/i18n/useT';
import { Loader } from '../../../../ui/loader/Loader';
import { useSubjects } from '../hooks/useSubjects';
import { SubjectProgressList } from './SubjectProgressList';
import '../entry.css';

/** The back-office home's part for those who fill subjects: theirs, by section, with what is left to enter. */
export function HomeSubjects() {
  const t = useT();
  const subjects = useSubjects();
  return (
    <section className="home-subjects" aria-labelledby="home-subjects-title">
      <h2 id="home-subjects-title">{t('dataEntry.home.title')}</h2>
      {subjects.isPending ? (
        <Loader type="small" label={t('dataEntry.subjects.loading')} />
      ) : subjects.isError ? (
        <p>{t('dataEntry.subjects.failed')}</p>
      ) : subjects.data.length === 0 ? (
        <p>{t('dataEntry.subjects.empty')}</p>
      ) : (
        <>
          <SubjectProgressList subjects={subjects.data} headingLevel={3} />
          <p>
            <Link to="/admin/subjects">{t('dataEntry.home.all')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
