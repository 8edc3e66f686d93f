import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { SubjectDataProgress } from '@platform/shared/progress/progress.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { groupBySection } from '../data-collection/approval/group-by-section';
import { ProgressBar } from './ProgressBar';

const COLUMNS = 5;

/** Every subject's progress, by section: submitted out of expected, remaining, and who owes what on demand. */
export function DataProgressTable({ progress, pending }: { progress: readonly SubjectDataProgress[]; pending: readonly string[] }) {
  const t = useT();
  const { locale } = useLocale();
  const waiting = new Set(pending);
  return (
    <ScrollTable caption={t('progress.data.title')} className="progress-table">
    <thead>
      <tr>
        <th scope="col">{t('progress.column.subject')}</th>
        <th scope="col" className="progress-table__period">
          {t('progress.column.period')}
        </th>
        <th scope="col">{t('progress.column.progress')}</th>
        <th scope="col" className="progress-table__number">
          {t('progress.column.remaining')}
        </th>
        <th scope="col">{t('progress.column.contributors')}</th>
      </tr>
    </thead>
    {groupBySection(progress).map(({ section, items }) => (
      <tbody key={section.key}>
        <tr className="ui-table__group">
          <th scope="rowgroup" colSpan={COLUMNS}>
            {section.name[locale]}
          </th>
        </tr>
        {items.map((item) => (
          <SubjectRows key={item.key} item={item} updating={waiting.has(item.key)} />
        ))}
      </tbody>
    ))}
    </ScrollTable>
  );
}

function SubjectRows({ item, updating }: { item: SubjectDataProgress; updating: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const name = item.name[locale];
  const userRowIds = item.users.map((user) => `${idPrefix}-user-${user.id}`);
  return (
    <>
      <tr className={item.remaining > 0 ? 'progress-table__subject progress-table__subject--owed' : 'progress-table__subject'}>
        <th scope="row" className="progress-table__name">
          <Link to={`/admin/subjects/${encodeURIComponent(item.key)}/progress`}>{name}</Link>
          <span className="progress-table__period-inline">{item.period ?? t('progress.noPeriod')}</span>
        </th>
        <td className="progress-table__period">{item.period ?? <span className="progress__muted">{t('progress.noPeriod')}</span>}</td>
        <td className="progress-table__bar">
          <Submitted done={item.available - item.remaining} available={item.available} />
        </td>
        <td className="progress-table__number">
          {updating && <Loader type="inline" />} {item.remaining}
        </td>
        <td>
          {item.users.length === 0 ? (
            <span className="progress__muted">{t('progress.noContributor')}</span>
          ) : (
            <button
              type="button"
              className="progress-disclosure"
              aria-expanded={open}
              aria-controls={open ? userRowIds.join(' ') : undefined}
              onClick={() => setOpen((value) => !value)}
            >
              <svg className="progress-disclosure__icon" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
                <path d="M3 1.5 7 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('progress.usersButton', { count: item.users.length })}
              {/* The visible words first (WCAG 2.5.3), then which subject they are about. */}
              <span className="visually-hidden">: {t('progress.showUsers', { subject: name })}</span>
            </button>
          )}
        </td>
      </tr>
      {open &&
        item.users.map((user, index) => (
          <tr key={user.id} id={userRowIds[index]} className="progress-table__user">
            <th scope="row" className="progress-table__user-email">
              {user.email}
            </th>
            <td className="progress-table__period" />
            <td className="progress-table__bar">
              <Submitted done={user.available - user.remaining} available={user.available} />
            </td>
            <td className="progress-table__number">{user.remaining}</td>
            <td />
          </tr>
        ))}
    </>
  );
}

function Submitted({ done, available }: { done: number; available: number }) {
  const t = useT();
  if (available === 0) return <span className="progress__muted">{t('progress.nothingExpected')}</span>;
  return (
    <span className="progress-submitted">
      <ProgressBar done={done} available={available} />
      <span className="progress-submitted__text">{t('progress.submittedOf', { done, available })}</span>
    </span>
  );
}
