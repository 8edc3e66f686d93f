import { useMemo } from 'react';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Import, ImportCounts } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { importReportUrl } from './imports.api';
import { ImportChanges } from './ImportChanges';
import { ImportErrors } from './ImportErrors';
import { mappingTargets, targetLabel } from './mapping-targets';

const COUNTS: readonly (keyof ImportCounts)[] = ['rows', 'created', 'updated', 'unchanged', 'conflicts', 'errors'];

/** The figures of a run: rows read, created, updated, unchanged, conflicts, with errors. */
export function ImportCountsList({ counts }: { counts: ImportCounts }) {
  const t = useT();
  return (
    <dl className="import-counts">
      {COUNTS.map((name) => (
        <div key={name} className={`import-counts__item import-counts__item--${name}${counts[name] > 0 ? ' import-counts__item--some' : ''}`}>
          <dt>{t(`imports.counts.${name}`)}</dt>
          <dd>{counts[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Names of the fields, dimensions and the period of a subject, for an error group or a change; raw ids until the subject is read. */
export function useFieldLabel(subject: Pick<Subject, 'fields' | 'tag_dimensions'> | undefined): (field: string) => string {
  const t = useT();
  const { locale } = useLocale();
  return useMemo(() => {
    const groups = mappingTargets(subject ?? { fields: [], tag_dimensions: [] }, locale, t);
    return (field: string) => targetLabel(groups, field);
  }, [subject, locale, t]);
}

/**
 * What a finished (or running) run says: why it failed, its counts, its errors grouped, and its changes. Shown
 * after a dry run, after an import, and in the history's details.
 */
export function ImportReport({ record, subject }: { record: Import; subject: Pick<Subject, 'fields' | 'tag_dimensions'> | undefined }) {
  const t = useT();
  const fieldLabel = useFieldLabel(subject);
  return (
    <div className="import-report">
      {record.state === 'failed' && (
        <div className="imports-callout imports-callout--danger" role="alert">
          <p className="imports-callout__title">{t('imports.failure.title')}</p>
          {record.failure && <p>{record.failure}</p>}
        </div>
      )}
      {record.state === 'cancelled' && <p className="imports-callout">{t('imports.cancelled.note')}</p>}
      {/* A file refused before its first row (unreadable, too large) has no figures worth showing. */}
      {!(record.state === 'failed' && record.counts.rows === 0) && (
        <>
          <ImportCountsList counts={record.counts} />
          <ImportErrors errors={record.errors} fieldLabel={fieldLabel} reportUrl={record.abilities.report ? importReportUrl(record.id) : null} />
          <ImportChanges changes={record.changes} truncated={record.changes_truncated} fields={subject?.fields ?? []} fieldLabel={fieldLabel} />
        </>
      )}
    </div>
  );
}
