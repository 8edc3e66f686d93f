import { Link } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { API_BASE } from '@platform/shared/http/page-globals';
import { toQueryString } from '../../../../app/api/query-string';
import { opens } from '../../../../app/layouts/admin-nav';
import { useProfile } from '../../../../app/session/page-data';
import { buttonClassName } from '../../../../ui/button/Button';
import { useT } from '../../../../ui/i18n/useT';

/** The subject's inputs as an xlsx file, with the list's period and state filters (a plain download link). */
export const inputsXlsxHref = (key: string, filters: { period?: string; state?: InputState }) =>
  `${API_BASE}/services/data_cluster/subjects/${encodeURIComponent(key)}/inputs_xlsx${toQueryString({ period: filters.period, state: filters.state })}`;

/** What can be done from a subject's page, as its abilities allow: enter (a form or the grid), past periods, the file, configuration and progress. */
export function SubjectActions({ subject, filters }: { subject: Subject; filters: { period?: string; state?: InputState } }) {
  const t = useT();
  const profile = useProfile();
  const base = `/admin/subjects/${subject.key}`;
  return (
    <div className="subject-actions">
      {subject.abilities.enter && (
        <>
          <Link to={`${base}/inputs/new/single`} className={buttonClassName({ variant: 'primary' })}>
            {t('dataEntry.subject.newInput')}
          </Link>
          <Link to={`${base}/inputs/new/grid`} className={buttonClassName()}>
            {t('dataEntry.subject.grid')}
          </Link>
        </>
      )}
      {subject.abilities.enter && profile !== null && opens(profile, { area: 'imports' }) && (
        <Link to={`${base}/import/new`} className={buttonClassName()}>
          {t('dataEntry.subject.import')}
        </Link>
      )}
      <Link to={`${base}/historical_data`} className={buttonClassName()}>
        {t('dataEntry.subject.pastPeriods')}
      </Link>
      <a href={inputsXlsxHref(subject.key, filters)} className={buttonClassName()} download>
        {t('dataEntry.subject.download')}
      </a>
      {subject.abilities.configure && (
        <Link to={`${base}/configuration`} className={buttonClassName()}>
          {t('dataEntry.subject.configuration')}
        </Link>
      )}
      {subject.abilities.progress === true && (
        <Link to={`${base}/progress`} className={buttonClassName()}>
          {t('dataEntry.subject.progress')}
        </Link>
      )}
    </div>
  );
}
