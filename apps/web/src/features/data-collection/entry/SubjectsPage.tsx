import { useT } from '../../../ui/i18n/useT';
import { QueryState } from '../../../ui/query-state/QueryState';
import { SubjectProgressList } from './components/SubjectProgressList';
import { useSubjects } from './hooks/useSubjects';
import './entry.css';

/** /admin/subjects: the subjects the user may see, by section, with what is left to enter for each. */
export function SubjectsPage() {
  const t = useT();
  const subjects = useSubjects();
  return (
    <div className="entry-page">
      <h1>{t('dataEntry.subjects.title')}</h1>
      <p className="entry-page__intro">{t('dataEntry.subjects.intro')}</p>
      <QueryState
        query={subjects}
        loadingLabel={t('dataEntry.subjects.loading')}
        failedMessage={t('dataEntry.subjects.failed')}
        failedClassName="entry-callout entry-callout--error"
        isEmpty={(list) => list.length === 0}
        emptyMessage={t('dataEntry.subjects.empty')}
        emptyClassName="entry-empty"
      >
        {(list) => <SubjectProgressList subjects={list} />}
      </QueryState>
    </div>
  );
}
