import { Link } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button, buttonClassName } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { ImportReport } from './ImportReport';

/**
 * Step 3, once the import has ended: what it wrote, where the imported inputs now wait for approval, and its
 * report (the rows left out when only the valid ones were imported).
 */
export function ImportResult({ record, subject, historyPath, onAnother }: { record: Import; subject: Subject | undefined; historyPath: string; onAnother(): void }) {
  const t = useT();
  const { locale } = useLocale();
  const subjectPath = `/admin/subjects/${encodeURIComponent(record.subject.key)}`;
  return (
    <div className="import-result">
      {record.state === 'done' && (
        <div className="imports-callout imports-callout--success">
          <p className="imports-callout__title">{t('imports.run.done', { created: record.counts.created, updated: record.counts.updated })}</p>
          <p>{t('imports.run.awaitingHint')}</p>
        </div>
      )}
      <div className="import-result__links">
        <Link className={buttonClassName({ variant: 'primary' })} to={subjectPath}>
          {t('imports.run.awaiting', { subject: record.subject.name[locale] })}
        </Link>
        <Link className={buttonClassName()} to={historyPath}>
          {t('imports.run.history')}
        </Link>
        <Button onClick={onAnother}>{t('imports.run.another')}</Button>
      </div>
      <ImportReport record={record} subject={subject} />
    </div>
  );
}
