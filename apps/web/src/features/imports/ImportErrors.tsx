import { useId } from 'react';
import type { ImportErrorGroup } from '@platform/shared/imports/imports.schemas';
import { useT } from '../../ui/i18n/useT';
import { readableRows } from './import-rows';

interface ImportErrorsProps {
  errors: readonly ImportErrorGroup[];
  /** The name of a field, tag dimension or the period, as the subject calls it. */
  fieldLabel(field: string): string;
  /** Where the report of every row with its error is downloaded, when the caller may. */
  reportUrl?: string | null;
}

/**
 * The errors of a run grouped as the server groups them (one code on one field), each with the rows it is
 * on as ranges ("Rows 4–9, 12"): a file with one mistake copied down a column reads as one line, not fifty.
 */
export function ImportErrors({ errors, fieldLabel, reportUrl }: ImportErrorsProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="imports-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="imports-section__title">
        {t('imports.errors.title')}
      </h3>
      {errors.length === 0 ? (
        <p className="imports-muted">{t('imports.errors.none')}</p>
      ) : (
        <>
          <p className="imports-section__intro">{t('imports.errors.intro')}</p>
          <ul className="import-errors" aria-labelledby={headingId}>
            {errors.map((group) => (
              <li key={`${group.code}:${group.field ?? ''}:${group.rows}`} className="import-errors__group">
                <span className="import-errors__field">{group.field === null ? t('imports.errors.rowLevel') : fieldLabel(group.field)}</span>
                <span className="import-errors__message">
                  {group.message} <span className="import-errors__code">{group.code}</span>
                </span>
                <span className="import-errors__rows">{t('imports.errors.rows', { count: group.count, rows: readableRows(group.rows) })}</span>
              </li>
            ))}
          </ul>
          {reportUrl && (
            <p>
              <a href={reportUrl} download>
                {t('imports.report.download')}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
