import { useId, useMemo } from 'react';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { ImportReport } from './ImportReport';
import { MappingTable } from './MappingTable';
import { mappingTargets } from './mapping-targets';

interface ImportReviewProps {
  /** The last finished dry run. */
  review: Import;
  subject: Subject;
  /** Targets chosen since, waiting for the dry run they started. */
  pending: Readonly<Record<string, string>>;
  /** A newer dry run or the import is on its way: nothing here may change meanwhile. */
  busy: boolean;
  /** The import has started: its own section takes over, and this one keeps the dry run's figures only. */
  imported: boolean;
  onMapping(header: string, target: string): void;
  onImport(onlyValid: boolean): void;
  onAnotherFile(): void;
}

/**
 * Step 2: what the dry run found. The columns as the server read them (each one's target can be corrected,
 * which checks the file again), the counts, errors grouped with their rows, the changes, and the import
 * itself: all rows when none has an error, else the valid rows only.
 */
export function ImportReview({ review, subject, pending, busy, imported, onMapping, onImport, onAnotherFile }: ImportReviewProps) {
  const t = useT();
  const { locale } = useLocale();
  const groups = useMemo(() => mappingTargets(subject, locale, t), [subject, locale, t]);
  const columns = review.columns.map((column) => (column.header in pending ? { ...column, target: pending[column.header]!, matched_by: 'sent' as const } : column));
  const mappingId = useId();
  // Once imported, the import's own report says it all: the dry run shrinks to its figures.
  if (imported) {
    const { counts } = review;
    return <p className="imports-note">{t('imports.result.summary', { rows: counts.rows, created: counts.created, updated: counts.updated, errors: counts.errors })}</p>;
  }
  return (
    <div className="import-review">
      {review.columns.length > 0 && (
        <section className="imports-section" aria-labelledby={mappingId}>
          <h3 id={mappingId} className="imports-section__title">
            {t('imports.mapping.title')}
          </h3>
          <p className="imports-section__intro">{t('imports.mapping.intro')}</p>
          <MappingTable columns={columns} groups={groups} disabled={busy} onChange={onMapping} />
        </section>
      )}
      <ImportReport record={review} subject={subject} />
      <RunActions review={review} busy={busy} onImport={onImport} onAnotherFile={onAnotherFile} />
    </div>
  );
}

function RunActions({ review, busy, onImport, onAnotherFile }: Pick<ImportReviewProps, 'review' | 'busy' | 'onImport' | 'onAnotherFile'>) {
  const t = useT();
  const reasonId = useId();
  const validHintId = useId();
  const { counts } = review;
  const importable = counts.created + counts.updated;
  const another = (
    <Button disabled={busy} onClick={onAnotherFile}>
      {t('imports.run.another')}
    </Button>
  );
  if (review.state !== 'done') {
    return (
      <div className="import-run-actions">
        <p className="imports-note">{review.state === 'failed' ? t('imports.run.failedCheck') : t('imports.run.cancelled')}</p>
        <div className="import-run-actions__buttons">{another}</div>
      </div>
    );
  }
  const reason = counts.errors > 0 ? t('imports.run.blockedByErrors') : importable === 0 ? t('imports.run.nothing') : null;
  return (
    <div className="import-run-actions">
      {counts.conflicts > 0 && <p className="imports-note">{t('imports.run.conflicts', { count: counts.conflicts })}</p>}
      {reason && (
        <p id={reasonId} className="imports-note imports-note--warning">
          {reason}
        </p>
      )}
      <div className="import-run-actions__buttons">
        <Button variant="primary" disabled={busy || reason !== null} aria-describedby={reason ? reasonId : undefined} onClick={() => onImport(false)}>
          {t('imports.run.all')}
        </Button>
        {counts.errors > 0 && importable > 0 && (
          <Button disabled={busy} aria-describedby={validHintId} onClick={() => onImport(true)}>
            {t('imports.run.valid')}
          </Button>
        )}
        {another}
      </div>
      {counts.errors > 0 && importable > 0 && (
        <p id={validHintId} className="imports-hint">
          {t('imports.run.validHint', { count: counts.errors })}
        </p>
      )}
    </div>
  );
}
