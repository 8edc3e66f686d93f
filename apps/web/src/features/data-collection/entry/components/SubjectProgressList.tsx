import { Link } from 'react-router';
import type { SubjectListItem, SubjectProgress } from '@platform/shared/data-collection/subjects.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { useT } from '../../../../ui/i18n/useT';

interface SectionGroup {
  key: string;
  name: SubjectListItem['section']['name'];
  subjects: SubjectListItem[];
}

/** Subjects grouped by section, sections and subjects in the order the server lists them. */
export function groupBySection(subjects: readonly SubjectListItem[]): SectionGroup[] {
  const groups = new Map<string, SectionGroup>();
  for (const subject of subjects) {
    const group = groups.get(subject.section.key) ?? { key: subject.section.key, name: subject.section.name, subjects: [] };
    group.subjects.push(subject);
    groups.set(subject.section.key, group);
  }
  return [...groups.values()];
}

/** Where the open period stands: what is left to enter of what is expected, or why nothing is. */
export function ProgressSummary({ progress }: { progress: SubjectProgress }) {
  const t = useT();
  if (progress.disabled || progress.period === null) return <span className="subject-progress subject-progress--off">{t('dataEntry.progress.closed')}</span>;
  if (progress.available === 0) return <span className="subject-progress subject-progress--off">{t('dataEntry.progress.nothingExpected', { period: progress.period })}</span>;
  const done = progress.available - progress.remaining;
  const complete = progress.remaining === 0;
  return (
    <span className={['subject-progress', complete && 'subject-progress--complete'].filter(Boolean).join(' ')}>
      <span className="subject-progress__text">
        {complete
          ? t('dataEntry.progress.complete', { period: progress.period })
          : t('dataEntry.progress.remaining', { remaining: progress.remaining, available: progress.available, period: progress.period })}
      </span>
      <span className="subject-progress__bar" aria-hidden="true">
        <span style={{ width: `${Math.round((done / progress.available) * 100)}%` }} />
      </span>
    </span>
  );
}

const sectionName = (group: SectionGroup, locale: Locale) => group.name[locale];

/** The subjects a user may see, by section, each a link to it with its progress for the open period. */
export function SubjectProgressList({ subjects, headingLevel = 2 }: { subjects: readonly SubjectListItem[]; headingLevel?: 2 | 3 }) {
  const { locale } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="subject-sections">
      {groupBySection(subjects).map((group) => (
        <section key={group.key} className="subject-section" aria-labelledby={`section-${group.key}`}>
          <Heading id={`section-${group.key}`} className="subject-section__title">
            {sectionName(group, locale)}
          </Heading>
          <ul className="subject-list">
            {group.subjects.map((subject) => (
              <li key={subject.key} className="subject-list__item">
                <Link to={`/admin/subjects/${subject.key}`} className="subject-list__name">
                  {subject.name[locale]}
                </Link>
                <ProgressSummary progress={subject.progress} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
