import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { SubjectProgressList } from './components/SubjectProgressList';
import { useSubjects } from './hooks/useSubject';
import './entry.css';

/** /admin/subjects: the subjects the user may see, by section, with what is left to enter for each. */
export function SubjectsPage() {
  const t = useT();
  const subjects = useSubjects();
  return (
    <div className="entry-page">
      <h1>{t('dataEntry.subjects.title')}</h1>
      <p className="entry-page__intro">{t('dataEntry.subjects.intro')}</p>
      {subjects.isPending ? (
        <Loader type="medium" label={t('dataEntry.subjects.loading')} />
      ) : subjects.isError ? (
        <div className="entry-callout entry-callout--error" role="alert">
          <p>{t('dataEntry.subjects.failed')}</p>
          <Button size="small" onClick={() => void subjects.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : subjects.data.length === 0 ? (
        <p className="entry-empty">{t('dataEntry.subjects.empty')}</p>
      ) : (
        <SubjectProgressList subjects={subjects.data} />
      )}
    </div>
  );
}
