import { useId } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useProfile } from '../../../app/session/page-data';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useApprovalSubjects } from './approval-queries';
import { approvalTitleKey } from './approval-titles';
import { groupBySection } from './group-by-section';
import './approval.css';

/** /admin/approval: the subjects whose inputs await the caller's (pre-)approval, grouped by section. */
export function ApprovalPage() {
  const t = useT();
  const profile = useProfile();
  const subjects = useApprovalSubjects();
  return (
    <div className="approval">
      <h1>{t(approvalTitleKey(profile))}</h1>
      {subjects.isPending ? (
        <Loader type="medium" />
      ) : !subjects.data || subjects.data.subjects.every((subject) => subject.awaiting === 0) ? (
        <>
          <p className="approval__empty">{t('approval.empty')}</p>
          {subjects.data && subjects.data.subjects.length > 0 && <SubjectsBySection subjects={subjects.data.subjects} />}
        </>
      ) : (
        <>
          <p className="approval__intro">{t('approval.intro')}</p>
          <SubjectsBySection subjects={subjects.data.subjects} />
        </>
      )}
    </div>
  );
}

type ApprovalSubject = NonNullable<ReturnType<typeof useApprovalSubjects>['data']>['subjects'][number];

function SubjectsBySection({ subjects }: { subjects: readonly ApprovalSubject[] }) {
  return (
    <>
      {groupBySection(subjects).map(({ section, items }) => (
        <SectionTable key={section.key} name={section.name} subjects={items} />
      ))}
    </>
  );
}

function SectionTable({ name, subjects }: { name: ApprovalSubject['section']['name']; subjects: readonly ApprovalSubject[] }) {
  const t = useT();
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <section className="approval-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="approval-section__title">
        {name[locale]}
      </h2>
      <table className="approval-subjects">
        <caption className="visually-hidden">{t('approval.subjectsOf', { section: name[locale] })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('approval.column.subject')}</th>
            <th scope="col" className="approval-subjects__count">
              {t('approval.column.awaiting')}
            </th>
            <th scope="col" className="approval-subjects__count">
              {t('approval.column.refused')}
            </th>
            <th scope="col" className="approval-subjects__count">
              {t('approval.column.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((subject) => (
            <tr key={subject.key} className={subject.awaiting > 0 ? 'approval-subjects__row--awaiting' : undefined}>
              <th scope="row" className="approval-subjects__name">
                <Link to={`/admin/approval/${encodeURIComponent(subject.key)}`}>{subject.name[locale]}</Link>
              </th>
              <td className="approval-subjects__count approval-subjects__awaiting">{subject.awaiting}</td>
              <td className="approval-subjects__count">{subject.refused}</td>
              <td className="approval-subjects__count">{subject.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
