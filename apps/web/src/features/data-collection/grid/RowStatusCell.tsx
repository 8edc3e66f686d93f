import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router';
import { fieldErrorsText } from './field-error-text';
import type { GridCellContext } from './grid-context';
import type { GridRow } from './grid-rows';

/**
 * What became of the row: unsaved, saving, saved, or why not, with the action the result calls for (justify a
 * variation, open the input already entered). The cell itself answers Enter with that action (InputGrid), so
 * the button and the link leave the grid's Tab order alone.
 */
export function RowStatusCell({ data, context }: CustomCellRendererProps<GridRow, unknown, GridCellContext>) {
  const { t, fieldsById, format, threshold, onJustify, inputHref } = context;
  if (!data) return null;
  const status = data.status;
  if (!status) {
    return data.changed.length > 0 ? <span className="input-grid__status input-grid__status--changed">{t('inputGrid.status.changed')}</span> : null;
  }
  switch (status.kind) {
    case 'saving':
      return <span className="input-grid__status">{t('inputGrid.status.saving')}</span>;
    case 'saved':
      return (
        <span className="input-grid__status input-grid__status--saved">
          {status.state === 'draft' ? t('inputGrid.status.savedDraft') : status.state === 'submitted' ? t('inputGrid.status.submitted') : t('inputGrid.status.saved')}
        </span>
      );
    case 'invalid':
      return (
        <span className="input-grid__status input-grid__status--error">
          {t('inputGrid.status.invalid', { errors: fieldErrorsText(t, fieldsById, status.errors, format.locale) })}
        </span>
      );
    case 'variation':
      return (
        <span className="input-grid__status input-grid__status--warning">
          <span>{t('inputGrid.status.variation', { threshold: threshold ?? 0 })}</span>{' '}
          <button type="button" tabIndex={-1} className="input-grid__action" onClick={() => onJustify(data.id)}>
            {t('inputGrid.status.justify')}
          </button>
        </span>
      );
    case 'duplicated':
      return (
        <span className="input-grid__status input-grid__status--warning">
          <span>{t('inputGrid.status.duplicated')}</span>{' '}
          {status.inputId !== null && (
            <Link tabIndex={-1} className="input-grid__action" to={inputHref(status.inputId)}>
              {t('inputGrid.status.openExisting')}
            </Link>
          )}
        </span>
      );
    case 'stale':
      return <span className="input-grid__status input-grid__status--error">{t('inputGrid.status.stale')}</span>;
    case 'failed':
      return <span className="input-grid__status input-grid__status--error">{t('inputGrid.status.failed', { code: status.code })}</span>;
  }
}
